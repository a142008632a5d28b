import fs from 'node:fs';
import path from 'node:path';

/**
 * The glossary (locales/glossary.json): one word per concept in each language. A text that uses
 * a variant the glossary says to avoid is flagged with the word to use.
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
 * tatweel): «موظّف» is «موظف». Removed before comparing, with each kept character's place in
 * the original text, so the message quotes the text as written.
 */
const IGNORED_MARKS = /[\u064B-\u065F\u0670\u0640]/u;

function comparable(text: string, lang: string): { folded: string; at: number[] } {
  const lower = text.toLocaleLowerCase(lang);
  if (lang !== 'ar' || lower.length !== text.length)
    return { folded: lower, at: Array.from({ length: lower.length }, (_, i) => i) };
  let folded = '';
  const at: number[] = [];
  for (let i = 0; i < lower.length; i++) {
    if (IGNORED_MARKS.test(lower[i]!)) continue;
    folded += lower[i];
    at.push(i);
  }
  return { folded, at };
}

const fold = (text: string, lang: string) => comparable(text, lang).folded;

const message = (entry: GlossaryEntry, found: string) =>
  `the glossary says "${entry.use}" for ${entry.term} in this language, not "${found}" (locales/glossary.json)`;

/**
 * The first avoided variant in the text, as a message. A variant is found at the start of a word
 * (so German inflections such as "KI-Empfangsassistenten" count) unless the word there is the
 * term to use ("KI-Rezeptionist" begins with the avoided "KI-Rezeption").
 */
export function glossaryProblem(glossary: Glossary, lang: string, text: string): string | null {
  const { folded, at: origin } = comparable(text, lang);
  // Where the folded range [from, to) lies in the text as written.
  const original = (from: number, to: number) =>
    text.slice(origin[from], to < origin.length ? origin[to] : text.length);
  for (const entry of glossary.get(lang) ?? []) {
    const use = fold(entry.use, lang);
    for (const variant of entry.avoid) {
      const v = fold(variant, lang);
      if (!v) continue;
      for (let at = folded.indexOf(v); at >= 0; at = folded.indexOf(v, at + 1)) {
        if (!startsWord(folded, at, lang)) continue;
        if (use && folded.startsWith(use, at)) continue;
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
