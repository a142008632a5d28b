import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idFor, personKey, readTeam, teamPersonNamed } from '../../scripts/lint/people.ts';
import { root } from '../../scripts/lib/paths.ts';

// Invented people: the tests read the site's own team from its files, never copy it.
const team = [
  { id: 'tessa-probe', names: ['Tessa Probe', 'تيسا بروب'] },
  { id: 'otto-sample', names: ['Otto Sample'] },
];

describe('a person of the team, by name (scripts/lint/people.ts)', () => {
  it('knows a team member however the name is cased, accented, spaced or titled', () => {
    for (const name of ['tessa probe', 'Dr. Tessa  PROBE', 'Téssa Probe', 'تيسا بروبُ'])
      expect(teamPersonNamed(name, team)?.id, name).toBe('tessa-probe');
    expect(teamPersonNamed('Otto Probe', team)).toBeUndefined();
    expect(teamPersonNamed('Tessa Sample', team)).toBeUndefined();
  });

  it('never takes an empty, punctuation-only or titles-only name for anyone', () => {
    for (const name of ['', '   ', '—', 'Dr.', '"\u202e"'])
      expect(teamPersonNamed(name, [...team, { id: 'x', names: [''] }])).toBeUndefined();
  });

  it('reads the site’s own team: every entry by its id, with its names', () => {
    const people = readTeam(root);
    const files = fs
      .readdirSync(path.join(root, 'content/team'))
      .map((f) => f.replace(/\.json$/, ''));
    expect(people.map((p) => p.id).sort()).toEqual(files.sort());
    for (const p of people) expect(p.names.length, p.id).toBeGreaterThan(0);
  });

  it('reduces any text without throwing, to a key that reduces to itself, and names a file', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 200 })), (text) => {
        const key = personKey(text);
        expect(personKey(key)).toBe(key);
        expect(key).not.toMatch(/\s{2}|^\s|\s$/u);
        expect(idFor(text)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
      { numRuns: 300, seed: 43 },
    );
  });
});
