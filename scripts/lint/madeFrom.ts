import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PLURAL_SUFFIX, type LocaleFile, type Locales } from './locales.ts';
import type { Problem } from './problem.ts';
import { languageName } from './language.ts';
import { filesUnder } from '../lib/files.ts';

/**
 * Stale-translation tracking (docs/site/languages.md#stale-translations): for every translated key,
 * the repository keeps a short hash of the English it was translated from, in
 * locales-made-from.json beside locales/. When the English changes, the hash no longer matches and
 * the translation is stale until someone checks it and records it as reviewed
 * (`npm run i18n:status -- --reviewed fr:about`).
 *
 * A hash rather than the English itself: the file stays small (one line per translation) and
 * nobody is tempted to edit it by hand; git keeps the old English for anyone who needs to see it.
 */
export const MADE_FROM_FILE = 'locales-made-from.json';

/** language → namespace → key → hash of the English it was made from. */
export type MadeFrom = Record<string, Record<string, Record<string, string>>>;

export const hashText = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 10);

export type TranslationState = 'done' | 'stale' | 'unrecorded' | 'missing' | 'pending';

/**
 * What the record holds, instead of a hash, for a translation saved as still to write or check
 * (the visual editor's "Translate later"): the file keeps a stand-in (the old translation, or the
 * English) so every page still reads, and the lint refuses to publish it until it is done.
 */
export const PENDING = 'pending';

export interface KeyState {
  lang: string;
  ns: string;
  key: string;
  state: TranslationState;
  /** The English now (its hash is what "reviewed" records). */
  english: string;
  /** The translation's file and place, when it exists. */
  file?: LocaleFile;
  pointer?: string;
}

const stemOf = (key: string) => key.replace(PLURAL_SUFFIX, '');

/**
 * The English a key of another language stands for. A plural form ("items_many" in French)
 * answers to every English form of its stem together: English has no "many", and a change to
 * either English form is a change to what all the forms must say.
 */
function englishFor(en: LocaleFile, key: string): string | undefined {
  if (!PLURAL_SUFFIX.test(key)) return en.entries.get(key)?.text;
  const stem = stemOf(key);
  const forms = [...en.entries]
    .filter(([k]) => PLURAL_SUFFIX.test(k) && stemOf(k) === stem)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k.slice(stem.length + 1)}: ${v.text}`);
  return forms.length ? forms.join('\n') : undefined;
}

/** Every key of every namespace, in every language but English: where its translation stands. */
export function translationStates(
  locales: Locales,
  languages: readonly string[],
  defaultLanguage: string,
  record: MadeFrom,
): KeyState[] {
  const out: KeyState[] = [];
  const english = locales.files.get(defaultLanguage);
  if (!english) return out;
  for (const lang of languages) {
    if (lang === defaultLanguage) continue;
    for (const [ns, en] of [...english].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (en.unreadable) continue;
      const file = locales.files.get(lang)?.get(ns);
      if (file?.unreadable) continue;
      const seen = new Set<string>();
      for (const [key, entry] of file?.entries ?? []) {
        const source = englishFor(en, key);
        if (source === undefined) continue; // a key English lacks: the parity check says so
        seen.add(PLURAL_SUFFIX.test(key) ? stemOf(key) : key);
        const recorded = record[lang]?.[ns]?.[key];
        const state: TranslationState =
          recorded === undefined
            ? 'unrecorded'
            : recorded === PENDING
              ? 'pending'
              : recorded === hashText(source)
                ? 'done'
                : 'stale';
        out.push({ lang, ns, key, state, english: source, file, pointer: entry.pointer });
      }
      for (const [key, entry] of en.entries) {
        const id = PLURAL_SUFFIX.test(key) ? stemOf(key) : key;
        if (seen.has(id)) continue;
        seen.add(id);
        out.push({ lang, ns, key: id, state: 'missing', english: entry.text });
      }
    }
  }
  return out;
}

const short = (text: string) => {
  const one = text.replace(/\s+/g, ' ');
  return one.length > 60 ? `${one.slice(0, 57)}…` : one;
};

/**
 * The lint's part: a stale translation is one problem at its key (the English it must now say
 * is quoted); translations never recorded are one problem per file, with the command.
 */
export function checkMadeFrom(
  root: string,
  locales: Locales,
  languages: readonly string[],
  defaultLanguage: string,
): Problem[] {
  const abs = path.join(root, MADE_FROM_FILE);
  if (!fs.existsSync(abs))
    return [
      {
        file: MADE_FROM_FILE,
        line: 1,
        column: 1,
        pointer: '',
        message: `missing: it records which English each translation was made from, so changed English is caught. Create it with "npm run i18n:status -- --reviewed all"`,
      },
    ];
  let record: MadeFrom;
  try {
    record = JSON.parse(fs.readFileSync(abs, 'utf8')) as MadeFrom;
  } catch {
    return [
      {
        file: MADE_FROM_FILE,
        line: 1,
        column: 1,
        pointer: '',
        message: `cannot be read: it is written by "npm run i18n:status -- --reviewed …", never by hand. Restore it with git (git checkout ${MADE_FROM_FILE}) and run the command again`,
      },
    ];
  }
  const problems: Problem[] = [];
  const unrecorded = new Map<LocaleFile, number>();
  const pageOf = pagesShowing(root);
  for (const s of translationStates(locales, languages, defaultLanguage, record)) {
    if (!s.file || s.pointer === undefined) continue;
    if (s.state === 'stale')
      problems.push(
        s.file.source.problem(
          s.pointer,
          `stale: the English changed since this ${languageName(s.lang)} was written; it now reads "${short(s.english)}". Update this text to match, then run "npm run i18n:status -- --reviewed ${s.lang}:${s.ns}:${s.key}"`,
        ),
      );
    if (s.state === 'pending')
      problems.push({
        ...s.file.source.problem(
          s.pointer,
          `not ready to publish: the ${languageName(s.lang)} text ${pageOf(s.ns, s.key)} is still to ${s.file.entries.get(s.key)?.text === s.english ? 'write' : 'check'} (it was saved as pending; the English reads "${short(s.english)}"). Write it in the visual editor, or here, then run "npm run i18n:status -- --reviewed ${s.lang}:${s.ns}:${s.key}"`,
        ),
        pending: true,
      });
    if (s.state === 'unrecorded') unrecorded.set(s.file, (unrecorded.get(s.file) ?? 0) + 1);
  }
  for (const [file, count] of unrecorded)
    problems.push(
      file.source.problem(
        '',
        `${count} new translation${count === 1 ? '' : 's'} in this file ${count === 1 ? 'is' : 'are'} not recorded yet: once ${count === 1 ? 'it says' : 'they say'} what the English says, run "npm run i18n:status -- --reviewed ${file.lang}:${file.ns}"`,
      ),
    );
  return problems;
}

/** The page files (and shared sections) that show a text, by their raw JSON. */
function pagesShowing(root: string): (ns: string, key: string) => string {
  let files: [string, string][] | undefined;
  return (ns, key) => {
    files ??= filesUnder(path.join(root, 'pages'), '.json').map((abs) => [
      path.relative(root, abs).split(path.sep).join('/'),
      fs.readFileSync(abs, 'utf8'),
    ]);
    const using = files.filter(([, text]) => text.includes(`"${ns}:${key}"`)).map(([f]) => f);
    if (using.length === 0) return `"${key}" in the ${ns} words`;
    const shown = using.slice(0, 3).join(', ') + (using.length > 3 ? ', …' : '');
    return `"${key}" on ${shown}`;
  };
}

/**
 * "fr:about:hero.title" of every translation the record holds as pending (none when unreadable),
 * content entries' texts included ("fr:content/team/x.json:role").
 */
export function pendingTranslations(root: string): Set<string> {
  const out = new Set<string>();
  try {
    const record = JSON.parse(fs.readFileSync(path.join(root, MADE_FROM_FILE), 'utf8')) as MadeFrom;
    for (const [lang, byNs] of Object.entries(record ?? {}))
      for (const [ns, keys] of Object.entries(byNs ?? {}))
        for (const [key, value] of Object.entries(keys ?? {}))
          if (value === PENDING) out.add(`${lang}:${ns}:${key}`);
  } catch {
    // checkMadeFrom reports a missing or unreadable record.
  }
  return out;
}

/** The record with the given translations marked as saved before they are done. */
export function markPending(record: MadeFrom, states: readonly KeyState[], ids: string[]) {
  const next: MadeFrom = structuredClone(record);
  const wanted = new Set(ids);
  // Whatever its state: a translation that was done and is cleared to be written again later is
  // pending too (it was published empty when only stale ones were marked).
  for (const s of states)
    if (s.state !== 'missing' && wanted.has(`${s.lang}:${s.ns}:${s.key}`))
      ((next[s.lang] ??= {})[s.ns] ??= {})[s.key] = PENDING;
  return sortDeep(next);
}

/** "all", "fr", "fr:about" or "fr:about:hero.title": does it cover this translation? */
export function covers(spec: string, s: Pick<KeyState, 'lang' | 'ns' | 'key'>): boolean {
  if (spec === 'all') return true;
  const [lang, ns, ...key] = spec.split(':');
  if (lang !== s.lang) return false;
  if (ns !== undefined && ns !== s.ns) return false;
  return key.length === 0 || key.join(':') === s.key;
}

/** The record with the given translations marked as made from today's English. */
export function markReviewed(record: MadeFrom, states: readonly KeyState[], specs: string[]) {
  const next: MadeFrom = structuredClone(record);
  let marked = 0;
  for (const s of states) {
    if (s.state === 'missing' || s.state === 'done') continue;
    if (!specs.some((spec) => covers(spec, s))) continue;
    ((next[s.lang] ??= {})[s.ns] ??= {})[s.key] = hashText(s.english);
    marked++;
  }
  return { record: sortDeep(next), marked };
}

/** Keys in a stable order, so the file's diff shows only what changed. */
export function sortDeep<T>(value: T): T {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, sortDeep(v)]),
  ) as T;
}
