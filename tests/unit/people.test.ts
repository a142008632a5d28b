import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idFor, personKey, readTeam, teamPersonNamed } from '../../scripts/lint/people.ts';
import { root } from '../../scripts/lib/paths.ts';

const team = [
  { id: 'imane-berrada', names: ['Imane Berrada', 'إيمان برادة'] },
  { id: 'youssef-el-amrani', names: ['Youssef El Amrani'] },
];

describe('a person of the team, by name (scripts/lint/people.ts)', () => {
  it('knows a team member however the name is cased, accented, spaced or titled', () => {
    for (const name of ['imane berrada', 'Dr. Imane  BERRADA', 'Imâne Berrada', 'إيمانُ برادة'])
      expect(teamPersonNamed(name, team)?.id, name).toBe('imane-berrada');
    expect(teamPersonNamed('Youssef Tazi', team)).toBeUndefined();
    expect(teamPersonNamed('Imane Tazi', team)).toBeUndefined();
  });

  it('never takes an empty, punctuation-only or titles-only name for anyone', () => {
    for (const name of ['', '   ', '—', 'Dr.', '"\u202e"'])
      expect(teamPersonNamed(name, [...team, { id: 'x', names: [''] }])).toBeUndefined();
  });

  it('reads the site’s own team: every entry by its id, with its names', () => {
    const people = readTeam(root);
    expect(people.map((p) => p.id)).toContain('youssef-el-amrani');
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
