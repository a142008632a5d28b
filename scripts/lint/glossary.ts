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
}

export type Glossary = Map<string, GlossaryEntry[]>;

export const GLOSSARY_FILE = 'locales/glossary.json';

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
    const { term, ...byLang } = entry as Record<string, unknown>;
    for (const [lang, rule] of Object.entries(byLang)) {
      const { use, avoid } = (rule ?? {}) as { use?: unknown; avoid?: unknown };
      if (typeof use !== 'string' || !Array.isArray(avoid)) continue;
      const list = out.get(lang) ?? [];
      list.push({
        term: String(term),
        use,
        avoid: avoid.filter((a): a is string => typeof a === 'string' && a.length > 0),
      });
      out.set(lang, list);
    }
  }
  return out;
}

const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);

/**
 * The first avoided variant in the text, as a message. A variant is found at the start of a word
 * (so German inflections such as "KI-Empfangsassistenten" count) unless the word there is the
 * term to use ("KI-Rezeptionist" begins with the avoided "KI-Rezeption").
 */
export function glossaryProblem(glossary: Glossary, lang: string, text: string): string | null {
  const lower = text.toLocaleLowerCase(lang);
  for (const entry of glossary.get(lang) ?? []) {
    const use = entry.use.toLocaleLowerCase(lang);
    for (const variant of entry.avoid) {
      const v = variant.toLocaleLowerCase(lang);
      for (let at = lower.indexOf(v); at >= 0; at = lower.indexOf(v, at + 1)) {
        if (isLetter(lower[at - 1])) continue;
        if (lower.startsWith(use, at)) continue;
        return `the glossary says "${entry.use}" for ${entry.term} in this language, not "${text.slice(at, at + variant.length)}" (locales/glossary.json)`;
      }
    }
  }
  return null;
}
