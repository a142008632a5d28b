import fs from 'node:fs';
import path from 'node:path';
import { clip, JsonSource, toPointer } from './source.ts';
import { localeKeyProblem, RESERVED, visitorTextProblem } from './visitorText.ts';
import { foreignLanguage, languageName } from './language.ts';
import { typographyProblem } from './typography.ts';
import { glossaryProblem, type Glossary } from './glossary.ts';
import { append, type Problem } from './problem.ts';

export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export interface LocaleFile {
  lang: string;
  ns: string;
  source: JsonSource;
  /** Flattened "a.b.c" → text, with the pointer of each leaf. */
  entries: Map<string, { text: string; pointer: string }>;
  /** The file did not parse: its syntax error is the one message; nothing is checked against it. */
  unreadable: boolean;
}

export interface Locales {
  /** lang → ns → file */
  files: Map<string, Map<string, LocaleFile>>;
  problems: Problem[];
}

function flatten(
  value: unknown,
  prefix: string[],
  out: LocaleFile['entries'],
  src: JsonSource,
  problems: Problem[],
) {
  if (typeof value === 'string') {
    out.set(prefix.join('.'), { text: value, pointer: toPointer(prefix) });
    // An empty text shows visitors nothing where a word belongs, in whichever language.
    const wrong =
      value.trim() === ''
        ? 'this text is empty: write it, or choose “Translate later” in the editor, which keeps the English in its place until it is translated'
        : visitorTextProblem(value);
    if (wrong) problems.push(src.problem(toPointer(prefix), wrong));
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (prefix.length === 0 && k === '$schema') continue;
      // A reserved word has its message from JsonSource; its texts are not taken.
      if (RESERVED.has(k)) continue;
      const badKey = localeKeyProblem(k);
      if (badKey) {
        problems.push(src.problem(toPointer([...prefix, k]), badKey, { key: true }));
        continue;
      }
      flatten(v, [...prefix, k], out, src, problems);
    }
  } else {
    problems.push(
      src.problem(
        toPointer(prefix),
        'a translation must be text in "double quotes" or a group { ... } of texts',
      ),
    );
  }
}

/** From locales/<language>/<file>.json, the one schema every locale file names. */
const LOCALE_SCHEMA = '../../schemas/locale.schema.json';

export function readLocales(
  root: string,
  rel: (abs: string) => string,
  /** The site's languages; null when site.json could not be read (every folder is taken). */
  languages: string[] | null,
): Locales {
  const dir = path.join(root, 'locales');
  const files: Locales['files'] = new Map();
  const problems: Problem[] = [];
  if (!fs.existsSync(dir)) return { files, problems };
  for (const lang of fs.readdirSync(dir).sort()) {
    const langDir = path.join(dir, lang);
    if (!fs.statSync(langDir).isDirectory()) continue;
    if (languages && !languages.includes(lang)) {
      problems.push({
        file: rel(langDir),
        line: 1,
        column: 1,
        pointer: '',
        message: `"${lang}" is not one of the site's languages (${languages.join(', ')}) in site.json`,
      });
      continue;
    }
    const byNs = new Map<string, LocaleFile>();
    for (const name of fs.readdirSync(langDir).sort()) {
      if (!name.endsWith('.json')) continue;
      const abs = path.join(langDir, name);
      const source = JsonSource.fromBytes(rel(abs), fs.readFileSync(abs));
      append(problems, source.syntaxErrors);
      append(problems, source.keyErrors);
      const entries: LocaleFile['entries'] = new Map();
      if (source.value !== undefined) flatten(source.value, [], entries, source, problems);
      const declared = (Object(source.value) as { $schema?: unknown }).$schema;
      if (source.value && typeof source.value === 'object' && declared !== LOCALE_SCHEMA)
        problems.push(
          declared === undefined
            ? source.problem(
                '',
                `add "$schema": "${LOCALE_SCHEMA}" as the first entry, so your editor can check this file while you type`,
              )
            : source.problem('/$schema', `"$schema" should be "${LOCALE_SCHEMA}"`),
        );
      byNs.set(name.replace(/\.json$/, ''), {
        lang,
        ns: name.replace(/\.json$/, ''),
        source,
        entries,
        unreadable: source.value === undefined,
      });
    }
    files.set(lang, byNs);
  }
  return { files, problems };
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
const hasLetters = (text: string) => /\p{L}/u.test(text);

/** Keys whose text may equal English: brand names, product names, figures. "ns:key" → languages or "*". */
export type IdenticalAllowList = Record<string, string[] | '*'>;

/**
 * The plural forms a language's grammar needs. A language code that is not one (site.json's
 * schema reports it) must not crash the rest of the lint: it gets only "other".
 */
function pluralCategories(lang: string): readonly string[] {
  try {
    return new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  } catch {
    return ['other'];
  }
}

/** One translated file beside its English, and what judging it needs. */
interface ParityContext {
  lang: string;
  ns: string;
  defaultLanguage: string;
  base: LocaleFile;
  file: LocaleFile;
  allow: IdenticalAllowList;
  glossary: Glossary;
  pending: ReadonlySet<string>;
  /** The plural forms the language's grammar needs. */
  categories: readonly string[];
}

/**
 * Every language has the same namespaces and keys as the default one, the plural forms its
 * grammar needs, the same {{placeholders}}, and no English prose left untranslated.
 */
export function checkLocaleParity(
  locales: Locales,
  languages: string[],
  defaultLanguage: string,
  allow: IdenticalAllowList,
  glossary: Glossary = new Map(),
  /** "fr:about:hero.title" of translations saved as pending: their stand-in is not judged. */
  pending: ReadonlySet<string> = new Set(),
): Problem[] {
  const problems: Problem[] = [];
  const base = locales.files.get(defaultLanguage);
  if (!base) return problems;
  // The default language keeps to its glossary too (one spelling, one name per thing).
  for (const file of base.values())
    for (const { text, pointer } of file.entries.values()) {
      const wording = glossaryProblem(glossary, defaultLanguage, text);
      if (wording) problems.push(file.source.problem(pointer, wording));
    }
  for (const lang of languages) {
    if (lang === defaultLanguage) continue;
    const other = locales.files.get(lang) ?? new Map<string, LocaleFile>();
    const categories = pluralCategories(lang);
    for (const [ns, baseFile] of base) {
      const file = other.get(ns);
      // One mistake, one message: a file that does not parse has its syntax error; comparing
      // against its (absent) keys would report every key of it, in every language, as wrong.
      if (baseFile.unreadable || file?.unreadable) continue;
      if (!file) {
        problems.push({
          file: `locales/${lang}/${ns}.json`,
          line: 1,
          column: 1,
          pointer: '',
          message: `file missing: every language needs its own copy of locales/${defaultLanguage}/${ns}.json, translated`,
        });
        continue;
      }
      const context = { lang, ns, defaultLanguage, base: baseFile, file, allow, glossary, pending };
      problems.push(...checkTranslationFile({ ...context, categories }));
    }
    for (const ns of other.keys()) {
      if (!base.has(ns))
        problems.push({
          file: `locales/${lang}/${ns}.json`,
          line: 1,
          column: 1,
          pointer: '',
          message: `no locales/${defaultLanguage}/${ns}.json: the default language defines which files exist`,
        });
    }
  }
  return problems;
}

/** A translated file against its English: keys, plural forms, wording, keys English lacks. */
function checkTranslationFile(context: ParityContext): Problem[] {
  const problems: Problem[] = [];
  const seenPlural = new Set<string>();
  for (const [key, { text }] of context.base.entries) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (plural) {
      const stem = key.slice(0, plural.index);
      if (seenPlural.has(stem)) continue;
      seenPlural.add(stem);
      problems.push(...missingPluralForms(context, stem));
      continue;
    }
    problems.push(...translationProblems(context, key, text));
  }
  const { lang, ns, file, glossary, pending } = context;
  for (const [key, { text, pointer }] of file.entries) {
    if (pending.has(`${lang}:${ns}:${key}`)) continue;
    const wording = typographyProblem(lang, text) ?? glossaryProblem(glossary, lang, text);
    if (wording) problems.push(file.source.problem(pointer, wording));
  }
  problems.push(...keysNotInEnglish(context));
  return problems;
}

/** The plural forms of `stem` the language needs and the file lacks. */
function missingPluralForms({ file, lang, categories }: ParityContext, stem: string): Problem[] {
  return categories
    .filter((c) => !file.entries.has(`${stem}_${c}`))
    .map((c) =>
      file.source.problem(
        toPointer(stem.split('.').slice(0, -1)),
        `missing plural form "${stem}_${c}" (${lang} needs ${categories.join(', ')})`,
      ),
    );
}

/** One English text's translation: there, with the same placeholders, and translated. */
function translationProblems(context: ParityContext, key: string, text: string): Problem[] {
  const { lang, ns, file, allow, pending } = context;
  const mine = file.entries.get(key);
  if (!mine)
    return [
      file.source.problem(
        toPointer(key.split('.').slice(0, -1)),
        `missing translation "${key}" (English: "${text}")`,
      ),
    ];
  const problems: Problem[] = [];
  const where = `${ns}:${key}`;
  if (placeholders(mine.text) !== placeholders(text)) {
    problems.push(
      file.source.problem(
        mine.pointer,
        `placeholders differ from English: "${text}" has {{${placeholders(text) || '—'}}}`,
      ),
    );
  }
  const allowed = allow[where];
  // A pending translation holds a stand-in (often the English): its own message says so.
  if (pending.has(`${lang}:${where}`)) return problems;
  if (mine.text === text && hasLetters(text) && !(allowed === '*' || allowed?.includes(lang))) {
    problems.push(
      file.source.problem(
        mine.pointer,
        `"${text}" is the English text: translate it, or if it is a name that stays the same, add "${where}" to locales-allow-identical.json`,
      ),
    );
  } else if (!(allowed === '*' || allowed?.includes(lang))) {
    const foreign = foreignLanguage(mine.text, lang);
    if (foreign)
      problems.push(
        file.source.problem(
          mine.pointer,
          `this text reads as ${foreign === 'another script' ? 'written in another script' : foreign}, not ${languageName(lang)}: translate it (${clip(mine.text, 50)})`,
        ),
      );
  }
  return problems;
}

/** Keys of the translation that English does not have (a plural form counts by its stem). */
function keysNotInEnglish({ base, file, ns, defaultLanguage }: ParityContext): Problem[] {
  const problems: Problem[] = [];
  for (const [key, { pointer }] of file.entries) {
    const plural = PLURAL_SUFFIX.exec(key);
    const known = plural
      ? [...base.entries.keys()].some((k) => k.startsWith(key.slice(0, plural.index) + '_'))
      : base.entries.has(key);
    if (!known)
      problems.push(
        file.source.problem(
          pointer,
          `"${key}" does not exist in English (locales/${defaultLanguage}/${ns}.json): remove it or add it there`,
          { key: true },
        ),
      );
  }
  return problems;
}
