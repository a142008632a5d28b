import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { FactsFile } from '../../src/generated/schema-types';
import { formatFigure } from '../../src/i18n/figure';
import { createServerI18n } from '../../src/i18n/i18n';
import { CODE_VALUES, unknownFactProblem, writtenFigureProblem } from '../../scripts/lint/facts.ts';
import { LANGUAGES } from '../site';

const file = JSON.parse(fs.readFileSync('content/facts.json', 'utf8')) as FactsFile;
const facts = Object.entries(file.facts).flatMap(([name, f]) => (f ? [[name, f] as const] : []));
const names = facts.map(([name]) => name);

type Words = (key: string, options?: Record<string, unknown>) => string;
/** t() of an instance over made-up words (the site's own keys are typed; these are not). */
const wordsOf = (i18n: { t: unknown }): Words => i18n.t as Words;

describe('facts in translated sentences', () => {
  it('every sentence gets each fact as its language writes it; the code’s own values win', () => {
    for (const lang of LANGUAGES) {
      const words = {
        t: Object.fromEntries(names.map((n) => [n, `before {{${n}}} after`])),
      };
      const t = wordsOf(createServerI18n(lang, words));
      for (const [name, fact] of facts) {
        expect(t(`t:${name}`)).toBe(`before ${formatFigure(fact.figure, lang)} after`);
        expect(t(`t:${name}`, { [name]: 'given' })).toBe('before given after');
      }
    }
  });

  it('no fact takes the name of a value the code passes (the code’s value would hide it)', () => {
    expect(names.filter((n) => CODE_VALUES.has(n))).toEqual([]);
  });

  it('one figure looks the same in every sentence of a language, and hydration writes it as the prerender did', async () => {
    const [name, fact] = facts.find(([, f]) => 'value' in f.figure && f.figure.value >= 1000)!;
    const words = { a: { x: `{{${name}}}`, y: `Other words {{${name}}}.` } };
    vi.resetModules();
    const server = await import('../../src/i18n/i18n');
    const stop = (await import('../../src/i18n/formatted')).recordFormatted();
    const prerendered = wordsOf(server.createServerI18n('ar', words))('a:y');
    const record = stop();
    expect(prerendered).toBe(`Other words ${formatFigure(fact.figure, 'ar')}.`);

    vi.resetModules();
    const client = await import('../../src/i18n/i18n');
    (await import('../../src/i18n/formatted')).seedFormatted(record);
    const spy = vi.spyOn(Intl, 'NumberFormat');
    const t = wordsOf(client.createServerI18n('ar', words));
    expect(t('a:y')).toBe(prerendered);
    expect(`Other words ${t('a:x')}.`).toBe(prerendered);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('hostile texts around a fact: the fact is put in once, the words stay as written', () => {
    const [name, fact] = facts[0]!;
    const words = fc.string({ maxLength: 40 }).filter((w) => !w.includes('{') && !w.includes('}'));
    fc.assert(
      fc.property(words, words, fc.constantFrom(...LANGUAGES), (before, after, lang) => {
        const t = wordsOf(
          createServerI18n(lang, {
            t: { k: `${before}{{${name}}}${after}`, u: `${before}{{notAFact}}${after}` },
          }),
        );
        expect(t('t:k')).toBe(`${before}${formatFigure(fact.figure, lang)}${after}`);
        expect(t('t:u')).toBe(`${before}{{notAFact}}${after}`);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the lint of figures in the words', () => {
  it('reports grouped numbers and runs of four digits, in any language’s writing', () => {
    for (const written of [
      '1,500',
      '12.000',
      `1${'\u202f'}500`,
      `1${'\u00a0'}500`,
      '1 500',
      '8000',
    ])
      expect(writtenFigureProblem(`Plus de ${written} clients`), written).toMatch(
        new RegExp(
          `is a figure written into the words.*content/facts\\.json.*\\{\\{priceFrom\\}\\}`,
        ),
      );
    expect(writtenFigureProblem('Desde 1500 $')).not.toBeNull();
    expect(writtenFigureProblem('Ab $1500')).not.toBeNull();
  });

  it('leaves names, years, codes, decimals and small numbers alone', () => {
    for (const text of [
      'ISO 27001',
      'Vision 2030',
      'founded in 2019',
      'Kenitra 14000, Morocco',
      '14000 Kenitra',
      '24/7',
      'TLS 1.3 and AES-256',
      '99.9% uptime, 3,4 times',
      'from 9:00 to 18:00',
      'Law 09-08',
      'up to 10 sources and 3 agents',
    ])
      expect(writtenFigureProblem(text), text).toBeNull();
    // A code the English writes the same way (an address in Arabic script).
    expect(writtenFigureProblem('القنيطرة 14000', 'Kenitra 14000')).toBeNull();
    expect(writtenFigureProblem('أكثر من 8000 طلب', 'More than {{n}} requests')).not.toBeNull();
  });

  it('reports a placeholder that names no fact, with the nearest name', () => {
    expect(unknownFactProblem('From {{webFrm}}', new Set(['webFrom']))).toBe(
      '{{webFrm}} names no fact in content/facts.json: add the fact there, or correct the name — did you mean "webFrom"?',
    );
    expect(unknownFactProblem('{{count}} of {{webFrom}}', new Set(['webFrom']))).toBeNull();
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 50 }), (text, english) => {
        writtenFigureProblem(text, english);
        unknownFactProblem(text, new Set(names));
      }),
      { numRuns: 300 },
    );
  });
});
