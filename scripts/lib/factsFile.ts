import fs from 'node:fs';
import path from 'node:path';
import type { FactsFile, Figure } from '../../src/generated/schema-types.ts';

const cache = new Map<string, { stamp: string; facts: FactsFile['facts'] }>();

/**
 * The facts of `root`'s content/facts.json as the file is now, read again only when it changed.
 * Build code reads the file rather than importing it: the Vite config imports this code, and an
 * imported file would restart the dev server (and the visual editor's page) on every save of a
 * fact. A missing or broken file has no facts (the lint names it).
 */
export function factsOf(root: string): (name: string) => Figure | undefined {
  const file = path.join(root, 'content', 'facts.json');
  let facts: FactsFile['facts'] = {};
  try {
    const { mtimeMs, size } = fs.statSync(file);
    const stamp = `${mtimeMs}:${size}`;
    const known = cache.get(file);
    if (known?.stamp === stamp) facts = known.facts;
    else {
      const read = (JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<FactsFile>).facts;
      facts = read && typeof read === 'object' ? read : {};
      cache.set(file, { stamp, facts });
    }
  } catch {
    // No facts: every name stays as written, and the lint says why.
  }
  return (name) => (Object.hasOwn(facts, name) ? facts[name]?.figure : undefined);
}
