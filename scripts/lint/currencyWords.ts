import fs from 'node:fs';
import path from 'node:path';
import { languageName } from './language.ts';
import type { Problem } from './problem.ts';
import { JsonSource, toPointer } from './source.ts';

/**
 * locales/currency-words.json: the words some languages name a currency with after a number
 * (Arabic's "دولار", "دولارات", "دولارًا"; src/i18n/writeFigure.ts). What the translators write
 * there is checked like their other words: each language is the site's, each currency one a price
 * may use, each form one the language's plural rules have, "other" always, and no currency left
 * without its word, which would show the currency's code in a price.
 */
export const CURRENCY_WORDS_FILE = 'locales/currency-words.json';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function pluralForms(lang: string): readonly string[] {
  try {
    return new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  } catch {
    return ['other'];
  }
}

/** One currency's words in one language. */
function checkForms(src: JsonSource, lang: string, currency: string, forms: unknown): Problem[] {
  const at = [lang, currency];
  if (!isRecord(forms))
    return [src.problem(toPointer(at), 'write the words as { "one": "…", "other": "…" }')];
  const problems: Problem[] = [];
  const known = pluralForms(lang);
  if (!('other' in forms))
    problems.push(
      src.problem(toPointer(at), `add "other": the word after any number no other form takes`),
    );
  for (const [form, word] of Object.entries(forms)) {
    if (!known.includes(form))
      problems.push(
        src.problem(
          toPointer([...at, form]),
          `"${form}" is not a plural form of ${languageName(lang)}, which has ${known.join(', ')}`,
          { key: true },
        ),
      );
    else if (typeof word !== 'string' || word.trim() === '')
      problems.push(src.problem(toPointer([...at, form]), 'write the word, in "double quotes"'));
  }
  return problems;
}

export function checkCurrencyWords(
  root: string,
  languages: readonly string[],
  currencies: readonly string[],
): Problem[] {
  const file = path.join(root, CURRENCY_WORDS_FILE);
  if (!fs.existsSync(file)) return [];
  const src = JsonSource.fromBytes(CURRENCY_WORDS_FILE, fs.readFileSync(file));
  if (src.syntaxErrors.length) return src.syntaxErrors;
  if (!isRecord(src.value)) return [src.problem('', 'write { "ar": { "USD": { … } } }')];
  const problems: Problem[] = [];
  for (const [lang, byCurrency] of Object.entries(src.value)) {
    if (lang === '$comment' || lang === '$schema') continue;
    if (!languages.includes(lang)) {
      problems.push(
        src.problem(toPointer([lang]), `"${lang}" is not one of the site's languages`, {
          key: true,
        }),
      );
      continue;
    }
    if (!isRecord(byCurrency)) {
      problems.push(src.problem(toPointer([lang]), 'write { "USD": { … }, "MAD": { … } }'));
      continue;
    }
    for (const currency of currencies.filter((c) => !(c in byCurrency)))
      problems.push(
        src.problem(
          toPointer([lang]),
          `add the ${languageName(lang)} words for ${currency}: a price in ${currency} would show its code`,
        ),
      );
    for (const [currency, forms] of Object.entries(byCurrency))
      if (!currencies.includes(currency))
        problems.push(
          src.problem(
            toPointer([lang, currency]),
            `"${currency}" is not a currency prices use (${currencies.join(', ')})`,
            { key: true },
          ),
        );
      else problems.push(...checkForms(src, lang, currency, forms));
  }
  return problems;
}
