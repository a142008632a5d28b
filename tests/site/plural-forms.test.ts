import fs from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CURRENCY_WORDS, writeFigureIn } from '../../src/i18n/writeFigure';
import { languages } from '../../src/i18n/languages';

/** A number in each of Arabic's six plural forms, and in the hundreds that repeat them. */
const SAMPLES: Record<Intl.LDMLPluralRule, number[]> = {
  zero: [0],
  one: [1],
  two: [2],
  few: [3, 7, 10, 103, 1010],
  many: [11, 49, 99, 111, 1099],
  other: [100, 102, 1000, 1500, 15000],
};
const rules = new Intl.PluralRules('ar');
/** The Arabic currency words, as the translators wrote them in locales/currency-words.json. */
const ARABIC_CURRENCY = CURRENCY_WORDS.ar!;

describe('Arabic prices agree with their number (docs/site/languages.md#figures)', () => {
  it('the samples really are in each form Intl knows for Arabic', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(
      [...rules.resolvedOptions().pluralCategories].sort(),
    );
    for (const [form, numbers] of Object.entries(SAMPLES))
      for (const n of numbers) expect(rules.select(n), String(n)).toBe(form);
  });

  for (const [form, numbers] of Object.entries(SAMPLES) as [Intl.LDMLPluralRule, number[]][])
    it(`${form}: ${numbers.join(', ')} take the ${form} form of each currency`, () => {
      for (const [currency, forms] of Object.entries(ARABIC_CURRENCY))
        for (const value of numbers) {
          const shown = writeFigureIn({ value, kind: 'currency', currency } as never, 'ar');
          expect(shown, `${value} ${currency}`).toMatch(
            new RegExp(`^[\\d.]+\\u00a0${forms[form] ?? forms.other}$`),
          );
        }
    });

  it('the forms differ where Arabic grammar says they do: plural to 10, accusative to 99, genitive after', () => {
    for (const currency of ['MAD', 'USD']) {
      const forms = ARABIC_CURRENCY[currency]!;
      expect(new Set([forms.few, forms.many, forms.other]).size, currency).toBe(3);
      // The singular with the accusative's tanwin (ـًا) after 11–99: "49 دولارًا".
      expect(forms.many, currency).toBe(`${forms.other}\u064b\u0627`);
      expect(forms.two, currency).not.toBe(forms.other);
    }
  });

  it('a range takes the form of its end', () => {
    const forms = ARABIC_CURRENCY.USD!;
    const shown = writeFigureIn({ value: 5, to: 49, kind: 'currency', currency: 'USD' }, 'ar');
    expect(shown.endsWith(forms.many!)).toBe(true);
  });
});

/** Every key with plural forms in a language's files, with its forms. */
function pluralFamilies(lang: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const dir = `locales/${lang}`;
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string') {
      const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(path);
      if (m) out.set(m[1]!, (out.get(m[1]!) ?? new Set()).add(m[2]!));
    } else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v))
        walk(x, path.endsWith(':') ? `${path}${k}` : `${path}.${k}`);
  };
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8')), file.replace(/\.json$/, ':'));
  return out;
}

describe('counted words go through plural rules in every language', () => {
  for (const lang of languages)
    it(`${lang}: each counted phrase has every form the language needs, and i18next picks it per number`, async () => {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const families = pluralFamilies(lang);
      expect(families.size).toBeGreaterThan(3);
      const resources: Record<string, Record<string, unknown>> = {};
      for (const file of fs.readdirSync(`locales/${lang}`).filter((f) => f.endsWith('.json')))
        resources[file.replace(/\.json$/, '')] = JSON.parse(
          fs.readFileSync(`locales/${lang}/${file}`, 'utf8'),
        ) as Record<string, unknown>;
      const t = i18next.createInstance();
      await t.init({
        lng: lang,
        resources: { [lang]: resources },
        interpolation: { escapeValue: false },
      });
      const flat = (ns: string, key: string): unknown =>
        key
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], resources[ns]);
      for (const [family, forms] of families) {
        for (const c of categories) expect(forms.has(c), `${family}_${c}`).toBe(true);
        const [ns, key] = family.split(':') as [string, string];
        // One number per form the language has: i18next gives that form's words.
        for (const n of [0, 1, 2, 3, 11, 100, 1000000]) {
          const form = new Intl.PluralRules(lang).select(n);
          const expected = String(flat(ns, `${key}_${form}`))
            .replace(/\{\{\s*(count|value)\s*\}\}/g, String(n))
            .replace(/\{\{\s*(shown|n)\s*\}\}/g, '');
          const lookup = t.t as unknown as (key: string, options: object) => string;
          const got = lookup(`${ns}:${key}`, { count: n, value: String(n), shown: '', n: '' });
          expect(got.replace(/\s+/g, ' ').trim(), `${family} ${n}`).toBe(
            expected.replace(/\s+/g, ' ').trim(),
          );
        }
      }
    });
});
