import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disagreements, readFacts, type FactEntry } from '../../scripts/lint/claims.ts';
import { runLint } from '../../scripts/lint/lint.ts';
import { root } from '../../scripts/lib/paths.ts';
import { copySite, removeSite } from '../scratch-site.ts';

/*
 * The one rule for facts that make the same claim (scripts/lint/claims.ts), shared by the lint's
 * warnings and the editor's facts form: which claims disagree, signs aside; a fact kept apart on
 * purpose ("differs": its reason) is left out, by the rule and so by the lint.
 */

const fact = (name: string, value: number, claim = 'clients', extra: Partial<FactEntry> = {}) =>
  ({ name, claim, figure: { value, suffix: '+' }, ...extra }) as FactEntry;

describe('facts that make one claim', () => {
  it('disagree when their figures differ, and agree signs aside', () => {
    const [one] = disagreements([fact('a', 150), fact('b', 50), fact('c', 9, 'other')]);
    expect(one).toMatchObject({ claim: 'clients', figures: ['150+', '50+'] });
    expect(one!.facts.map((f) => f.name)).toEqual(['a', 'b']);
    const plain = { name: 'b', claim: 'clients', figure: { value: 150 } } as FactEntry;
    expect(disagreements([fact('a', 150), plain])).toEqual([]);
  });

  it('a fact kept different on purpose, with its reason, stands apart', () => {
    const apart = fact('b', 50, 'clients', { differs: 'only the clients of the services page' });
    expect(disagreements([fact('a', 150), apart])).toEqual([]);
    expect(disagreements([fact('a', 150), apart, fact('c', 200)])[0]!.figures).toEqual([
      '150+',
      '200+',
    ]);
  });

  it('reads the site’s own facts: "clients" is claimed by more than one figure', () => {
    const facts = readFacts(
      JSON.parse(fs.readFileSync(path.join(root, 'content/facts.json'), 'utf8')),
    )!;
    const clients = disagreements(facts).find((d) => d.claim === 'clients');
    expect(clients?.facts.length).toBeGreaterThan(1);
  });
});

describe('the lint honours a reason to differ', () => {
  let site: string;
  beforeAll(() => (site = copySite('claims-')));
  afterAll(() => removeSite(site));

  it('warns at every place of a claim that disagrees, and not once each fact differs on purpose', () => {
    const file = path.join(site, 'content/facts.json');
    const value = JSON.parse(fs.readFileSync(file, 'utf8'));
    const members = disagreements(readFacts(value)!).find((d) => d.claim === 'clients')!.facts;
    const lint = runLint({ root: site });
    const warned = lint.warnings.filter((w) => w.message.startsWith('claim "clients"'));
    expect(warned.length).toBeGreaterThan(0);
    // The places the editor lists are those the lint warns at (the facts file's own aside).
    const shown = lint.factPlaces.filter((p) => members.some((m) => m.name === p.fact));
    expect(shown.length).toBeGreaterThan(0);
    for (const p of shown)
      expect(warned.some((w) => w.file === p.file && w.pointer === p.pointer)).toBe(true);

    for (const m of members.slice(1)) value.facts[m.name].differs = 'counted another way';
    fs.writeFileSync(file, JSON.stringify(value, null, 2));
    const after = runLint({ root: site });
    expect(after.warnings.filter((w) => w.message.startsWith('claim "clients"'))).toEqual([]);
    // "differs" is a field the facts' rules know: no error for it.
    expect(after.problems.filter((p) => p.file === 'content/facts.json')).toEqual([]);
  }, 60_000);
});
