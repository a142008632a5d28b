/**
 * What an editor owns, read from the site's files: the words of locales/ and the blocks of pages/.
 * Unit tests take every expected visible text and block order from here, so an editor who
 * retexts a heading or moves a section never turns CI red (tests/pinned.ts finds the copies).
 */
import fs from 'node:fs';
import { expandIncludes, SECTIONS_FOLDER } from '../../src/engine/sections';

const json = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/** A namespace's words in a language, as locales/ holds them. */
// The files are plain JSON whose shape each test knows; typing every namespace would buy nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const localeWords = (lang: string, ns: string): any => json(`locales/${lang}/${ns}.json`);

/**
 * Puts values into a text the way i18next does (`{{name}}`), written here rather than borrowed
 * from src/ so a broken interpolation in the app cannot also break the expectation.
 */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * A translation key ("careers:form.success") in a language, as the visitor reads it, with
 * `values` put in. A plural key gives its `_one` form for a count of 1, else its `_other` form.
 */
export function pageText(
  lang: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const at = key.indexOf(':');
  if (at < 0) throw new Error(`"${key}" is not a translation key (namespace:path)`);
  const path = key.slice(at + 1).split('.');
  const last = path.pop() as string;
  let node = localeWords(lang, key.slice(0, at)) as Record<string, unknown> | undefined;
  for (const part of path) node = node?.[part] as Record<string, unknown> | undefined;
  const plural = values.count === 1 ? node?.[`${last}_one`] : undefined;
  const text = node?.[last] ?? plural ?? node?.[`${last}_other`];
  if (typeof text !== 'string') throw new Error(`locales/${lang} has no text for "${key}"`);
  return fill(text, values);
}

/** A page file's blocks as visitors get them: shared sections of pages/_sections included. */
export function pageBlocks(file: string): { type: string; id?: string }[] {
  const read = (rel: string) => json(rel) as { blocks: unknown[] };
  return expandIncludes(read(`pages/${file}.json`).blocks, (name) =>
    read(`pages/${SECTIONS_FOLDER}/${name}.json`),
  ) as { type: string; id?: string }[];
}

/** The block types a page file lists, in the order the editor wrote them. */
export const pageBlockTypes = (file: string): string[] => pageBlocks(file).map((b) => b.type);
