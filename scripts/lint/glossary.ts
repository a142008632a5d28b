import fs from 'node:fs';
import path from 'node:path';

/**
 * The glossary (locales/glossary.json, docs/site/languages.md#typography): one word per concept in
 * each language. A text that uses a variant the glossary says to avoid is flagged with the word to
 * use.
 */
export interface GlossaryEntry {
  term: string;
  use: string;
  avoid: string[];
  /**
   * Wordings no fixed variant can catch, as regular expressions (case-insensitive): a verb and
   * its object words apart, such as Arabic «تضاعف … ثلاث مرات» ("doubled three times") for
   * "tripled". A pattern that does not compile is ignored.
   */
  avoidPatterns: RegExp[];
}

export type Glossary = Map<string, GlossaryEntry[]>;

export const GLOSSARY_FILE = 'locales/glossary.json';

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((a): a is string => typeof a === 'string' && a.length > 0) : [];

function compile(source: string): RegExp | null {
  try {
    return new RegExp(source, 'iu');
  } catch {
    return null;
  }
}

export function readGlossary(root: string): Glossary {
  const file = path.join(root, GLOSSARY_FILE);
  const out: Glossary = new Map();
  if (!fs.existsSync(file)) return out;
  let data: { terms?: unknown };
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8')) as { terms?: unknown };
  } catch {
    return out; // a broken glossary is reported by the lint's JSON check of locales/
  }
  for (const entry of Array.isArray(data.terms) ? data.terms : []) {
    const { term, ...byLang } = (entry ?? {}) as Record<string, unknown>;
    for (const [lang, rule] of Object.entries(byLang)) {
      const { use, avoid, avoidPatterns } = (rule ?? {}) as Record<string, unknown>;
      if (typeof use !== 'string' || !Array.isArray(avoid)) continue;
      const list = out.get(lang) ?? [];
      list.push({
        term: String(term),
        use,
        avoid: strings(avoid),
        avoidPatterns: strings(avoidPatterns)
          .map(compile)
          .filter((r): r is RegExp => r !== null),
      });
      out.set(lang, list);
    }
  }
  return out;
}

const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);

/**
 * Arabic writes short particles ("and", "so", "with", "for", "like") joined to the next word:
 * «وموظف», «لأطلس», «فبالذكاء». A variant after at most two of them still starts a word.
 */
const PROCLITICS = new Set(['و', 'ف', 'ب', 'ل', 'ك']);

function startsWord(text: string, at: number, lang: string): boolean {
  if (!isLetter(text[at - 1])) return true;
  if (lang !== 'ar') return false;
  let start = at;
  while (start > 0 && at - start < 2 && PROCLITICS.has(text[start - 1]!)) start--;
  return start < at && !isLetter(text[start - 1]);
}

/**
 * Arabic marks that do not change the word (short vowels, shadda, sukun, the dagger alif, the
 * tatweel): «موظّف» is «موظف». Removed before comparing; `at` keeps each kept character's place
 * in the original text (only when a mark was removed), so the message quotes the text as written.
 */
const IGNORED_MARKS = /[\u064B-\u065F\u0670\u0640]/u;
const IGNORED_MARKS_ALL = /[\u064B-\u065F\u0670\u0640]/gu;

function comparable(text: string, lang: string): { folded: string; at: number[] | null } {
  const lower = text.toLocaleLowerCase(lang);
  if (lang !== 'ar' || lower.length !== text.length || !IGNORED_MARKS.test(lower))
    return { folded: lower, at: null };
  let folded = '';
  const at: number[] = [];
  for (let i = 0; i < lower.length; i++) {
    if (IGNORED_MARKS.test(lower[i]!)) continue;
    folded += lower[i];
    at.push(i);
  }
  return { folded, at };
}

/** An entry's words as they are compared, worked out once per entry. */
const foldedEntries = new WeakMap<GlossaryEntry, { use: string; avoid: string[] }>();
function folded(entry: GlossaryEntry, lang: string) {
  let f = foldedEntries.get(entry);
  if (!f) {
    const fold = (t: string) => t.toLocaleLowerCase(lang).replace(IGNORED_MARKS_ALL, '');
    f = { use: fold(entry.use), avoid: entry.avoid.map(fold).filter(Boolean) };
    foldedEntries.set(entry, f);
  }
  return f;
}

const message = (entry: GlossaryEntry, found: string) =>
  `the glossary says "${entry.use}" for ${entry.term} in this language, not "${found}" (locales/glossary.json)`;

/**
 * The first avoided variant in the text, as a message. A variant is found at the start of a word
 * (so German inflections such as "KI-Empfangsassistenten" count) unless the word there is the
 * term to use ("KI-Rezeptionist" begins with the avoided "KI-Rezeption").
 */
/**
 * One expression for every variant of a language: most texts hold none, and one pass over a long
 * article costs far less than a search per variant (the site's texts: about a fifth).
 */
const anyVariant = new WeakMap<GlossaryEntry[], RegExp | null>();
function variantsOf(entries: GlossaryEntry[], lang: string): RegExp | null {
  if (!anyVariant.has(entries)) {
    const all = entries.flatMap((e) => folded(e, lang).avoid);
    const escaped = all.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    anyVariant.set(entries, all.length ? new RegExp(escaped.join('|'), 'u') : null);
  }
  return anyVariant.get(entries)!;
}

export function glossaryProblem(glossary: Glossary, lang: string, text: string): string | null {
  const entries = glossary.get(lang);
  if (!entries?.length) return null;
  const { folded: compared, at: origin } = comparable(text, lang);
  if (!variantsOf(entries, lang)?.test(compared)) {
    for (const entry of entries)
      for (const pattern of entry.avoidPatterns) {
        const found = pattern.exec(text);
        if (found?.[0]) return message(entry, found[0]);
      }
    return null;
  }
  // Where the compared range [from, to) lies in the text as written.
  const original = (from: number, to: number) =>
    origin
      ? text.slice(origin[from], to < origin.length ? origin[to] : text.length)
      : text.slice(from, to);
  for (const entry of entries) {
    const { use, avoid } = folded(entry, lang);
    for (const v of avoid) {
      for (let at = compared.indexOf(v); at >= 0; at = compared.indexOf(v, at + 1)) {
        if (!startsWord(compared, at, lang)) continue;
        if (use && compared.startsWith(use, at)) continue;
        return message(entry, original(at, at + v.length));
      }
    }
    for (const pattern of entry.avoidPatterns) {
      const found = pattern.exec(text);
      if (found?.[0]) return message(entry, found[0]);
    }
  }
  return null;
}
