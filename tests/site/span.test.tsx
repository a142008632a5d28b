// @vitest-environment happy-dom
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import FeatureGrid from '../../src/blocks/FeatureGrid';
import Form from '../../src/blocks/Form';
import Timeline from '../../src/blocks/Timeline';
import type {
  FeatureGrid as FeatureGridBlock,
  Form as FormBlock,
  Span,
  Timeline as TimelineBlock,
} from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { LanguageContext } from '../../src/i18n/LanguageContext';
import { I18nextProvider } from '../../src/i18n/react';
import { spanCount } from '../../src/i18n/span';
import { spanText } from '../site';
import { localeWords, pageBlocks } from './words';

/*
 * Spans of time are numbers in the pages ({ from: 1, to: 3, unit: 'month' }) and each language
 * writes them: Intl's numbers and range sign, the unit's words from common:span, in the plural
 * form CLDR gives the range (Intl.PluralRules#selectRange), not the form of its end.
 */

const LANGS = ['en', 'ar', 'fr', 'es', 'de', 'it'];
const span = (from: number, to: number, unit: Span['unit']): Span => ({ from, to, unit });

describe('a span of time, written per language', () => {
  const table: [Span, Record<string, string>][] = [
    [
      span(0, 1, 'year'),
      {
        en: '0–1 years',
        fr: '0 à 1 an',
        de: '0–1 Jahr',
        es: '0-1 años',
        it: '0-1 anno',
        ar: '0–1 سنة',
      },
    ],
    [
      span(1, 3, 'month'),
      {
        en: '1–3 months',
        fr: '1 à 3 mois',
        de: '1–3 Monate',
        es: '1-3 meses',
        it: '1-3 mesi',
        ar: '1–3 أشهر',
      },
    ],
    [
      span(30, 60, 'minute'),
      {
        en: '30–60 minutes',
        fr: '30 à 60 minutes',
        de: '30–60 Minuten',
        es: '30-60 minutos',
        it: '30-60 minuti',
        ar: '30–60 دقيقة',
      },
    ],
    [span(5, 7, 'week'), { en: '5–7 weeks', fr: '5 à 7 semaines', ar: '5–7 أسابيع' }],
  ];
  for (const [given, byLang] of table)
    it(`${given.from}–${given.to} ${given.unit}s`, () => {
      for (const [lang, words] of Object.entries(byLang))
        expect(spanText(lang, given), lang).toBe(words);
    });

  it('Arabic: each of its range forms (zero, few, many, other) takes its own word', () => {
    const forms = new Intl.PluralRules('ar');
    const cases: [Span, string, string][] = [
      [span(0, 1, 'year'), 'zero', '0–1 سنة'],
      [span(3, 5, 'year'), 'few', '3–5 سنوات'],
      [span(4, 12, 'week'), 'many', '4–12 أسبوعًا'],
      [span(1, 2, 'week'), 'other', '1–2 أسبوع'],
      [span(11, 100, 'month'), 'other', '11–100 شهر'],
    ];
    for (const [given, form, words] of cases) {
      expect(forms.select(spanCount('ar', given.from, given.to)), words).toBe(form);
      expect(spanText('ar', given)).toBe(words);
    }
  });

  it('the count given to i18next always lands in the form CLDR gives the range', () => {
    const rules = LANGS.map((lang) => [lang, new Intl.PluralRules(lang)] as const);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (a, b) => {
          const [from, to] = a < b ? [a, b] : [b, a + 1];
          for (const [lang, rule] of rules) {
            const ranged = (
              rule as unknown as { selectRange: (x: number, y: number) => string }
            ).selectRange(from, to);
            expect(rule.select(spanCount(lang, from, to)), `${lang} ${from}–${to}`).toBe(ranged);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

function render(node: ReactNode, lang: string, ns: string) {
  const i18n = createServerI18n(lang, {
    common: localeWords(lang, 'common'),
    [ns]: localeWords(lang, ns),
  });
  const html = renderToString(
    <MemoryRouter>
      <LanguageContext.Provider value={lang}>
        <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
      </LanguageContext.Provider>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the pages’ spans, as the blocks show them', () => {
  const consultation = pageBlocks('book-consultation');
  const types = consultation.find((b) => b.id === 'types') as unknown as FeatureGridBlock;
  const booking = consultation.find((b) => b.type === 'form') as unknown as FormBlock;
  const application = pageBlocks('careers').find((b) => b.type === 'form') as unknown as FormBlock;
  const methodology = pageBlocks('technology').find(
    (b) => b.id === 'methodology',
  ) as unknown as TimelineBlock;
  const spans = (labels: unknown[]) => labels.filter((l): l is Span => typeof l === 'object');

  for (const lang of LANGS)
    it(`${lang}: the meetings' minutes, the timelines' months, the years of experience, the methodology's weeks`, () => {
      const minutes = spans(types.items.flatMap((i) => (i.meta ?? []).map((m) => m.text)));
      expect(minutes.length).toBe(3);
      const cards = render(<FeatureGrid block={types} />, lang, 'book-consultation');
      const meta = [...cards.querySelectorAll('[data-card-meta] li')].map((li) => li.textContent);
      for (const m of minutes) expect(meta).toContain(spanText(lang, m));

      for (const [form, field, ns] of [
        [booking, 'timeline', 'book-consultation'],
        [application, 'experience', 'careers'],
      ] as const) {
        const options = form.fields.find((f) => f.name === field)!.options!;
        const wanted = spans(options.map((o) => o.label));
        expect(wanted.length, field).toBeGreaterThan(1);
        const d = render(<Form block={form} />, lang, ns);
        const shown = [...d.querySelectorAll(`[name="${field}"] option`)].map((o) => o.textContent);
        for (const s of wanted) expect(shown).toContain(spanText(lang, s));
        expect(shown.join(' ')).not.toContain('{{');
      }

      const weeks = spans(methodology.steps.map((s) => s.duration));
      expect(weeks.length).toBeGreaterThan(1);
      const steps = render(<Timeline block={methodology} />, lang, 'technology').body.textContent;
      for (const s of weeks) expect(steps).toContain(spanText(lang, s));
    });
});
