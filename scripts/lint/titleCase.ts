import fs from 'node:fs';
import path from 'node:path';
import type { Locales } from './locales.ts';
import type { Problem } from './problem.ts';

/**
 * One case for English headings (docs/site/languages.md#headings): Title Case, because the
 * specification writes every heading it quotes that way ("What's Coming", "What You'll Get",
 * "Agreement Status", "Article Not Found") and its buttons too, so sentence case would leave the
 * spec's own headings as exceptions beside ours. The rule is APA's, mechanical enough for a lint:
 * every word starts with a capital except articles, coordinating conjunctions and prepositions of
 * three letters or fewer, which stay lower case unless they begin the heading (or a part of it
 * after ":", "—", "?"), or end it. Other languages keep their own rules (French, Spanish and
 * Italian write headings in sentence case, German capitalises nouns), so only English is checked.
 */
export const MINOR_WORDS: ReadonlySet<string> = new Set(
  'a an the and but for nor or so yet as at by in of off on per to via vs'.split(' '),
);

/** What keeps a word as written: names that begin in lower case ("iPhone"), or a heading as the spec writes it. */
export interface TitleCaseAllow {
  /** Words kept exactly as written wherever they stand. */
  words: ReadonlySet<string>;
  /** Whole headings kept as written (the specification's own, quoted verbatim). */
  headings: ReadonlySet<string>;
}

export const TITLE_CASE_FILE = 'locales/title-case.json';

export const NO_ALLOW: TitleCaseAllow = { words: new Set(), headings: new Set() };

/** The allow-list of locales/title-case.json; an unreadable one is the JSON lint's to report. */
export function readTitleCaseAllow(root: string): TitleCaseAllow {
  const file = path.join(root, TITLE_CASE_FILE);
  if (!fs.existsSync(file)) return NO_ALLOW;
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    const list = (v: unknown) =>
      new Set(Array.isArray(v) ? v.filter((w): w is string => typeof w === 'string') : []);
    return { words: list(data.words), headings: list(data.headings) };
  } catch {
    return NO_ALLOW;
  }
}

interface Word {
  text: string;
  at: number;
  /** First of the heading or of a part after ":", "—", "–", "?", "!", "|". */
  opens: boolean;
  closes: boolean;
}

/** A heading's words: letters first, placeholders and figures ("{{count}}", "24/7", "2030") left out. */
function wordsOf(text: string): Word[] {
  const bare = text.replace(/\{\{[^}]*\}\}/g, (m) => ' '.repeat(m.length));
  const found = [...bare.matchAll(/[\p{L}\d][\p{L}\p{M}\d'’.&/-]*/gu)];
  return found.map((m, i) => {
    const before = bare.slice(i === 0 ? 0 : found[i - 1]!.index + found[i - 1]![0].length, m.index);
    const word = m[0].replace(/\.+$/, ''); // "vs." is "vs"; a sentence's full stop is no part of it
    return {
      text: word,
      at: m.index,
      opens: i === 0 || /[:—–?!|]/.test(before),
      closes:
        i === found.length - 1 ||
        /[:—–?!|]/.test(bare.slice(m.index + m[0].length).split(/\p{L}/u)[0] ?? ''),
    };
  });
}

const isLower = (c: string) => c !== c.toUpperCase() && c === c.toLowerCase();
const isUpper = (c: string) => c !== c.toLowerCase() && c === c.toUpperCase();

/** The case a word should start with in a heading, or null when any is fine. */
function wanted(word: Word, allow: TitleCaseAllow): 'upper' | 'lower' | null {
  const first = word.text[0]!;
  if (!/\p{L}/u.test(first) || allow.words.has(word.text)) return null;
  const minor = MINOR_WORDS.has(word.text.toLowerCase());
  return minor && !word.opens && !word.closes ? 'lower' : 'upper';
}

/**
 * A sentence that leads into a list ("You can change your consent at any time:") sits where a
 * title does but is a sentence, in sentence case: it ends in a colon or a full stop, a heading never does.
 */
const isLeadIn = (text: string): boolean => /[:.]\s*$/.test(text);

/** What breaks Title Case in an English heading, in an editor's words, or null. */
export function titleCaseProblem(text: string, allow: TitleCaseAllow = NO_ALLOW): string | null {
  if (allow.headings.has(text) || isLeadIn(text)) return null;
  for (const word of wordsOf(text)) {
    const want = wanted(word, allow);
    const first = word.text[0]!;
    if (want === 'upper' && isLower(first))
      return `English headings are in Title Case: write "${toTitleCase(text, allow)}" ("${word.text}" starts with a capital; a name written in lower case goes in ${TITLE_CASE_FILE})`;
    if (want === 'lower' && isUpper(first))
      return `English headings are in Title Case, with short words in lower case: write "${toTitleCase(text, allow)}" ("${word.text}")`;
  }
  return null;
}

/** Prefixes that keep the rest of their compound in lower case, as the spec writes "E-commerce". */
const PREFIXES = new Set(['co', 'e', 'non', 'pre', 're']);

/**
 * A compound's later parts as APA writes them ("Follow-Up", "AI-Powered", but "E-commerce",
 * "Co-build"). Written by the fix only: the lint judges a word by its first letter, so either
 * form of a compound passes it.
 */
function compoundCase(word: string): string {
  const [head = '', ...rest] = word.split('-');
  if (!rest.length || PREFIXES.has(head.toLowerCase())) return word;
  const part = (p: string) =>
    MINOR_WORDS.has(p.toLowerCase()) || !/^\p{Ll}/u.test(p) ? p : p[0]!.toUpperCase() + p.slice(1);
  return [head, ...rest.map(part)].join('-');
}

/** The heading in Title Case: what the lint asks for, word for word. */
export function toTitleCase(text: string, allow: TitleCaseAllow = NO_ALLOW): string {
  if (allow.headings.has(text) || isLeadIn(text)) return text;
  let out = text;
  // From the last word back: a capital may be longer than its small letter ("ß", "SS").
  for (const word of wordsOf(text).reverse()) {
    const want = wanted(word, allow);
    if (!want) continue;
    const first = word.text[0]!;
    const fixed = compoundCase(
      (want === 'upper' ? first.toUpperCase() : first.toLowerCase()) + word.text.slice(1),
    );
    out = out.slice(0, word.at) + fixed + out.slice(word.at + word.text.length);
  }
  return out;
}

/** A locale key that names a heading: a block's, section's or card's title. */
export const isHeadingKey = (key: string): boolean =>
  /(^|\.)(title|heading)$|[a-z]Title$/.test(key);

/** A page's place that shows its text as a heading: a block's, card's or list's title. */
export const isHeadingPlace = (pointer: string): boolean => /\/(title|heading)$/.test(pointer);

/**
 * English headings out of Title Case, reported in the English locale file where the fix goes:
 * every key that names a title (`title`, `heading`, `bookedTitle`), and every key a page shows as
 * a block's, card's or list's title whatever its name (`home:industries.telecom`).
 */
export function checkHeadingCase(
  locales: Locales,
  defaultLanguage: string,
  shownAsHeading: ReadonlySet<string>,
  allow: TitleCaseAllow,
): Problem[] {
  const problems: Problem[] = [];
  if (defaultLanguage !== 'en') return problems; // the rule is English's
  for (const [ns, file] of locales.files.get(defaultLanguage) ?? [])
    for (const [key, { text, pointer }] of file.entries) {
      if (!isHeadingKey(key) && !shownAsHeading.has(`${ns}:${key}`)) continue;
      const wrong = titleCaseProblem(text, allow);
      if (wrong) problems.push(file.source.problem(pointer, wrong));
    }
  return problems;
}
