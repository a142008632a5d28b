import { textKeyPattern } from '../generated/schema-types';

/**
 * The grammar of a translation key, "namespace:path.to.text", as schemas/defs.schema.json
 * defines it (the generator copies its pattern): the lint, the engine, the editor and the
 * blocks all read keys through here, so they cannot disagree on what a key is.
 */
export const TEXT_KEY = textKeyPattern;

/** A key's namespace (its locale file) and its path inside it, or null if it is not a key. */
export function splitKey(full: string): { ns: string; key: string } | null {
  if (!TEXT_KEY.test(full)) return null;
  const colon = full.indexOf(':');
  return { ns: full.slice(0, colon), key: full.slice(colon + 1) };
}
