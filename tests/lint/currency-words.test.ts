import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCurrencyWords, CURRENCY_WORDS_FILE } from '../../scripts/lint/currencyWords.ts';
import { formatProblem } from '../../scripts/lint/problem.ts';
import { root } from '../../scripts/lib/paths.ts';
import { languages } from '../../src/i18n/languages';
import { CURRENCY_WORDS, PRICE_CURRENCIES, writeFigureIn } from '../../src/i18n/writeFigure';

/*
 * Arabic names currencies in words after the number; the words are the translators', in
 * locales/currency-words.json, and the lint checks them like other words.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'currency-words-'));
fs.mkdirSync(path.join(dir, 'locales'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function lintWords(text: string): string[] {
  fs.writeFileSync(path.join(dir, CURRENCY_WORDS_FILE), text);
  return checkCurrencyWords(dir, languages, PRICE_CURRENCIES).map((p) => formatProblem(p));
}

describe('the currency words', () => {
  it('the site’s file passes, and Arabic prices take their words from it', () => {
    expect(checkCurrencyWords(root, languages, PRICE_CURRENCIES)).toEqual([]);
    const usd = CURRENCY_WORDS.ar!.USD!;
    expect(writeFigureIn({ value: 49, kind: 'currency', currency: 'USD' }, 'ar')).toBe(
      `49\u00a0${usd.many}`,
    );
    // Languages without words write the sign, as Intl does.
    expect(writeFigureIn({ value: 49, kind: 'currency', currency: 'USD' }, 'en')).toBe('$49');
  });

  it('names each mistake at its place: a form the language lacks, no "other", an empty word, a currency or language unknown, one missing', () => {
    const text = [
      '{',
      '  "ar": {',
      '    "USD": { "one": "دولار", "few": "دولارات", "other": "" },',
      '    "MAD": { "one": "درهم" },',
      '    "GBP": { "other": "جنيه" }',
      '  },',
      '  "fr": { "EUR": { "few": "euros", "other": "euros" }, "USD": { "other": "dollars" }, "MAD": { "other": "dirhams" } },',
      '  "xx": {}',
      '}',
    ].join('\n');
    expect(lintWords(text)).toEqual([
      `${CURRENCY_WORDS_FILE}:2:9  add the Arabic words for EUR: a price in EUR would show its code`,
      `${CURRENCY_WORDS_FILE}:3:57  write the word, in "double quotes"`,
      `${CURRENCY_WORDS_FILE}:4:12  add "other": the word after any number no other form takes`,
      `${CURRENCY_WORDS_FILE}:5:5  "GBP" is not a currency prices use (MAD, USD, EUR)`,
      `${CURRENCY_WORDS_FILE}:7:20  "few" is not a plural form of French, which has many, one, other`,
      `${CURRENCY_WORDS_FILE}:8:3  "xx" is not one of the site's languages`,
    ]);
  });

  it('a file that does not parse is one located message', () => {
    expect(lintWords('{ "ar": { "USD": { "other": "دولار" }, } }')).toHaveLength(1);
  });

  it('whatever the file holds, the check answers with problems and never throws', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        expect(Array.isArray(lintWords(JSON.stringify({ ar: value })))).toBe(true);
        expect(Array.isArray(lintWords(JSON.stringify(value)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
