import fs from 'node:fs';
import path from 'node:path';
import { isLanguages } from '../../src/content/collections.ts';
import { languageName } from './language.ts';
import { PENDING, sortDeep, type KeyState, type MadeFrom } from './madeFrom.ts';
import type { Problem } from './problem.ts';
import { toPointer, type JsonSource } from './source.ts';

/**
 * Translations still to write in a content entry (content/<collection>/<id>.json, every language
 * side by side): a text written in the default language and empty in another, or a list of words
 * with fewer (or empty) words in another. The schema takes an empty text (an anonymous client is
 * "" in every language), so only this check keeps a page from showing nothing there.
 *
 * Such a text may be saved as pending, in the same record as the locales' pending texts
 * (locales-made-from.json): language → the entry's file → the field's path with dots
 * ("metrics.0.label") → "pending". No stand-in is written, unlike a locale text: the entry's
 * schema already reads an empty text, so the file says plainly what is still to write. A pending
 * text stops being pending once it is written; the lint refuses it until then, so the build does
 * not publish it.
 */
export interface EmptyTranslation {
  /** Where the field is in the entry ("role", or "metrics", 0, "label"). */
  at: (string | number)[];
  lang: string;
  /** The default language's text (a list's words joined by " · "). */
  english: string;
  /** For a list of words: how many the default language has. */
  count?: number;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
const written = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** The translations still to write in an entry's value, in document order. */
export function emptyTranslations(
  value: unknown,
  languages: readonly string[],
  defaultLanguage: string,
): EmptyTranslation[] {
  const out: EmptyTranslation[] = [];
  const walk = (v: unknown, at: (string | number)[]) => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, [...at, i]));
    if (!isObject(v)) return;
    if (!isLanguages(v, defaultLanguage)) {
      for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
      return;
    }
    const english = v[defaultLanguage];
    for (const lang of languages) {
      // A language left out altogether is the schema's to report, once.
      if (lang === defaultLanguage || !Object.hasOwn(v, lang)) continue;
      const here = v[lang];
      if (typeof english === 'string' && written(english) && !written(here))
        out.push({ at, lang, english });
      if (
        Array.isArray(english) &&
        (!Array.isArray(here) || here.length !== english.length || !here.every(written))
      )
        out.push({
          at,
          lang,
          english: english.filter((w) => typeof w === 'string').join(' · '),
          count: english.length,
        });
    }
  };
  walk(value, []);
  return out;
}

/** The field's name in the record: its path with dots ("metrics.0.label"). */
export const pendingKey = (at: readonly (string | number)[]) => at.join('.');

/** "fr:content/team/x.json:role": how the record's pending texts are named in a set. */
export const pendingId = (lang: string, file: string, at: readonly (string | number)[]) =>
  `${lang}:${file}:${pendingKey(at)}`;

const short = (text: string) => {
  const one = text.replace(/\s+/g, ' ');
  return one.length > 80 ? `${one.slice(0, 77)}…` : one;
};

/** How a message names an entry: its title or name in the default language, else its file. */
export function entryName(value: unknown, defaultLanguage: string, file: string): string {
  if (isObject(value))
    for (const key of ['title', 'name', 'clientName', 'clientCompany']) {
      const v = value[key];
      const text = isLanguages(v, defaultLanguage) ? v[defaultLanguage] : v;
      if (typeof text === 'string' && text.trim()) return `"${short(text.trim())}"`;
    }
  return path.posix.basename(file, '.json');
}

/** The message at a translation still to write, as the editor's save shows it. */
export function toWriteMessage(e: EmptyTranslation): string {
  return e.count !== undefined
    ? `this list has ${e.count} entr${e.count === 1 ? 'y' : 'ies'} in English, each written: write as many here, none empty`
    : `this language has no text here yet: write it (the English reads "${short(e.english)}")`;
}

/**
 * The lint's part for one entry file: each translation still to write is a problem at its box;
 * one saved as pending says so, naming the entry and the language, and is marked pending (the
 * editor may save it, the build may not publish it).
 */
export function entryTranslationProblems(
  source: JsonSource,
  languages: readonly string[],
  defaultLanguage: string,
  pending: ReadonlySet<string>,
): Problem[] {
  const name = entryName(source.value, defaultLanguage, source.file);
  return emptyTranslations(source.value, languages, defaultLanguage).map((e) => {
    const pointer = toPointer([...e.at, e.lang]);
    if (!pending.has(pendingId(e.lang, source.file, e.at)))
      return source.problem(pointer, toWriteMessage(e));
    return {
      ...source.problem(
        pointer,
        `not ready to publish: the ${languageName(e.lang)} text of ${name} (${pendingKey(e.at)}) is still to write (it was saved as pending; the English reads "${short(e.english)}"). Write it in the visual editor, or here`,
      ),
      pending: true,
    };
  });
}

/** Is this namespace of the record a content entry's file, rather than a locale namespace? */
export const isEntryFile = (ns: string) => /^content\/[a-z0-9-]+\/[a-z0-9-]+\.json$/.test(ns);

/**
 * The record with one entry file's pending texts replaced by `ids` ("fr:content/x/y.json:role"):
 * what the editor writes when it saves (or, with none, deletes) the entry.
 */
export function withEntryPending(record: MadeFrom, file: string, ids: Iterable<string>): MadeFrom {
  const next: MadeFrom = structuredClone(record);
  for (const [lang, byNs] of Object.entries(next)) {
    if (!isObject(byNs) || !Object.hasOwn(byNs, file)) continue;
    delete byNs[file];
    if (Object.keys(byNs).length === 0) delete next[lang];
  }
  for (const id of ids) {
    const [lang = '', ns = '', ...key] = id.split(':');
    if (ns !== file) continue;
    if (!isObject(next[lang])) next[lang] = {};
    const byNs = next[lang]!;
    if (!isObject(byNs[ns])) byNs[ns] = {};
    byNs[ns]![key.join(':')] = PENDING;
  }
  return sortDeep(next);
}

/**
 * Every content text the record holds as pending and still to write, as the translation status
 * counts them (one per language and entry file); a recorded text written since is done.
 */
export function entryPendingStates(
  root: string,
  record: MadeFrom,
  languages: readonly string[],
  defaultLanguage: string,
): KeyState[] {
  const files = new Set<string>();
  for (const byNs of Object.values(record ?? {}))
    for (const ns of Object.keys(byNs ?? {})) if (isEntryFile(ns)) files.add(ns);
  const out: KeyState[] = [];
  for (const file of [...files].sort()) {
    let value: unknown;
    try {
      value = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
    } catch {
      continue; // A deleted or unreadable entry: the lint says what is wrong with it.
    }
    for (const e of emptyTranslations(value, languages, defaultLanguage))
      if (record[e.lang]?.[file]?.[pendingKey(e.at)] === PENDING)
        out.push({
          lang: e.lang,
          ns: file,
          key: pendingKey(e.at),
          state: 'pending',
          english: e.english,
        });
  }
  return out;
}
