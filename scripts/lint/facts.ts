import fs from 'node:fs';
import path from 'node:path';
import type { Site } from '../../src/generated/schema-types.ts';
import { SETTING_FIGURES, settingFigure } from '../../src/i18n/settings.ts';
import { didYouMean } from './suggest.ts';
import type { Locales } from './locales.ts';
import type { Problem } from './problem.ts';

/**
 * Figures in translated sentences are facts (content/facts.json), written {{name}} and formatted
 * for each language by the site, so one language never writes "1,500" in one sentence and
 * "10.000" in the next. These rules keep it that way.
 */

export const FACTS_FILE = 'content/facts.json';

/**
 * The values the code itself passes to t() ({{count}}, {{name}}, …). Any other {{placeholder}}
 * must name a fact. A new value passed by code goes here.
 */
export const CODE_VALUES: ReadonlySet<string> = new Set([
  'aside',
  'count',
  'date',
  'from',
  'label',
  'mark',
  'max',
  'n',
  'name',
  'position',
  'range',
  'rating',
  'shown',
  'size',
  'time',
  'title',
  'to',
  'types',
  'value',
  'year',
  'zone',
]);

/**
 * The names of the site's facts, with the site.json settings that sentences may show
 * ({{leadRetention}}: src/i18n/settings.ts) when site.json sets them; null when the facts file is
 * missing or unreadable (reported elsewhere).
 */
export function readFactNames(root: string): Set<string> | null {
  const file = path.join(root, FACTS_FILE);
  if (!fs.existsSync(file)) return null;
  try {
    const facts = (JSON.parse(fs.readFileSync(file, 'utf8')) as { facts?: unknown }).facts;
    if (!facts || typeof facts !== 'object' || Array.isArray(facts)) return null;
    return new Set([...Object.keys(facts), ...settingNames(root)]);
  } catch {
    return null;
  }
}

/** The settings of `root`'s site.json that give a figure to sentences. */
function settingNames(root: string): string[] {
  try {
    const site = JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
    return Object.keys(SETTING_FIGURES).filter((name) => settingFigure(name, site) !== undefined);
  } catch {
    return [];
  }
}

/** A fact named like a value the code passes would never show: the code's value wins. */
export function factNameProblem(name: string): string | null {
  return CODE_VALUES.has(name)
    ? `"${name}" is a value the code passes to translations ({{${name}}}): give this fact another name`
    : null;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** The first {{placeholder}} that is neither a value of the code nor a fact, as a message. */
export function unknownFactProblem(text: string, facts: ReadonlySet<string>): string | null {
  if (!text.includes('{{')) return null;
  for (const [, name = ''] of text.matchAll(PLACEHOLDER)) {
    if (CODE_VALUES.has(name) || facts.has(name)) continue;
    return `{{${name}}} names no fact in ${FACTS_FILE}: add the fact there, or correct the name${didYouMean(name, facts)}`;
  }
  return null;
}

/**
 * A quantity written as digits: grouped (1,500 / 12.000 / 1 500 with any space) or a run of
 * four digits or more. The group separator must be followed by exactly three digits, so 99.9,
 * 3,4 and 10:30 are not taken.
 */
const WRITTEN_NUMBER =
  /(?<![\p{L}\p{N}.,\u00A0\u202F])(?:\d{1,3}(?:[,.\u00A0\u202F ]\d{3})+|\d{4,})(?![\p{N}]|[.,]\d)/gu;

const MAYBE_NUMBER = /\d{4}|\d[,.\u00A0\u202F ]\d{3}/;

/** Years (1900–2099) name a time, not a quantity: "in 2019", "Vision 2030". */
const YEAR = /^(19|20)\d\d$/;

/**
 * A number that names rather than counts: a year, a standard or a postal code beside a name
 * ("ISO 27001", "Kenitra 14000", "14000 Kenitra"), or one the English text writes the same way
 * (a code stays as it is in every language).
 */
function isName(text: string, at: number, digits: string, english: string | undefined): boolean {
  if (YEAR.test(digits)) return true;
  const before = text.slice(0, at);
  const after = text.slice(at + digits.length);
  // Beside a currency or a percent sign it is an amount, whatever comes before it.
  if (/[$€]\s?$/.test(before) || /^[\s\u00A0\u202F]?([$€%]|MAD\b|درهم|دولار)/u.test(after))
    return false;
  if (/\d{4,}$/.test(digits) && (/\b\p{Lu}[\p{L}-]*\s$/u.test(before) || /^\s\p{Lu}/u.test(after)))
    return true;
  return english !== undefined && /^\d+$/.test(digits) && english.includes(digits);
}

/**
 * A figure written into a translation: each language would write it its own way, so it belongs
 * in content/facts.json and the sentence names it. `english` is the same text in English.
 */
export function writtenFigureProblem(text: string, english?: string): string | null {
  // Most texts hold no such digits: a cheap look first (the lint reads every text of the site).
  if (!MAYBE_NUMBER.test(text)) return null;
  for (const m of text.matchAll(WRITTEN_NUMBER)) {
    if (isName(text, m.index, m[0], english)) continue;
    return `"${m[0].replace(/[\u00A0\u202F]/g, ' ')}" is a figure written into the words: each language writes figures its own way, so define it once in ${FACTS_FILE} (for example "priceFrom": { "description": "…", "figure": { "value": 1500, "kind": "currency", "currency": "USD" } }) and write {{priceFrom}} here`;
  }
  return null;
}

/**
 * Over every translation: no figure written into the words, and (in the default language, which
 * the others must match placeholder for placeholder) every {{placeholder}} a value or a fact.
 */
export function checkFigures(
  locales: Locales,
  defaultLanguage: string,
  facts: ReadonlySet<string> | null,
): Problem[] {
  const problems: Problem[] = [];
  const base = locales.files.get(defaultLanguage);
  for (const [lang, byNs] of locales.files)
    for (const [ns, file] of byNs) {
      // One mistake, one message: without a readable English file, a translation's codes
      // ("القنيطرة 14000" beside "Kenitra 14000") cannot be told from figures.
      if (lang !== defaultLanguage && base?.get(ns)?.unreadable) continue;
      for (const [key, { text, pointer }] of file.entries) {
        const english = base?.get(ns)?.entries.get(key)?.text;
        const wrong =
          (lang === defaultLanguage && facts ? unknownFactProblem(text, facts) : null) ??
          writtenFigureProblem(text, lang === defaultLanguage ? undefined : english);
        if (wrong) problems.push(file.source.problem(pointer, wrong));
      }
    }
  return problems;
}
