import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import TestimonialMarquee from '../../src/blocks/TestimonialMarquee';
import { Card } from '../../src/blocks/TestimonialList/Card';
import ServiceSection from '../../src/blocks/ServiceSection';
import type { Testimonial } from '../../src/blocks/TestimonialList/testimonials';
import { seedContent } from '../../src/content/load';
import { readCollection } from '../../scripts/lib/collections';
import { root } from '../../scripts/lib/paths';
import { createServerI18n } from '../../src/i18n/i18n';
import { I18nextProvider } from '../../src/i18n/react';
import { around, listOf } from '../../src/i18n/typography';
import { LANGUAGES, localeWords, pageText } from '../site';
import { withServiceWords } from './block-words';
import { Providers } from './render-helpers';

const NNBSP = '\u202f';

/**
 * How each language's readers expect a quotation and a label, written out here rather than read
 * from the module under test: French « » with narrow no-break spaces inside and a no-break space
 * before the colon, German „ “, Spanish, Italian and Arabic « ».
 */
const MARKS: Record<string, [string, string]> = {
  en: ['“', '”'],
  fr: [`«${NNBSP}`, `${NNBSP}»`],
  de: ['„', '“'],
  es: ['«', '»'],
  it: ['«', '»'],
  ar: ['«', '»'],
};

/** React writes an apostrophe or a quote in text as an entity: compare what a reader sees. */
const unescape = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const story = (lang: string): Testimonial =>
  readCollection(root, 'testimonials', lang).items[0] as unknown as Testimonial;

describe('quotation marks, per language', () => {
  for (const lang of LANGUAGES)
    it(`${lang}: the home quotes and the client cards quote in ${MARKS[lang]!.join('…')}`, () => {
      const [open, close] = MARKS[lang]!;
      const quote = 'Quote words';
      seedContent({
        [`/content/testimonials${lang === 'en' ? '' : `.${lang}`}.json`]: {
          items: [{ ...story(lang), testimonial: quote }],
        },
      });
      const marquee = renderToString(
        <Providers lang={lang}>
          <TestimonialMarquee block={{ type: 'testimonialMarquee', from: 'testimonials' }} />
        </Providers>,
      );
      expect(marquee).toContain(`>${open}${quote}${close}</blockquote>`);

      const item = story(lang);
      const words = { testimonials: localeWords(lang, 'testimonials') as Record<string, unknown> };
      const card = renderToString(
        <Providers lang={lang}>
          <I18nextProvider i18n={createServerI18n(lang, words)}>
            <Card item={item} onOpen={() => undefined} />
          </I18nextProvider>
        </Providers>,
      );
      expect(unescape(card)).toContain(`>${open}${item.testimonial}${close}</blockquote>`);
    });
});

/** A phrase of common:phrase.* as the language writes it, its {{placeholders}} filled. */
const phrase = (lang: string, key: 'labelled' | 'aside', vars: Record<string, string>) =>
  (localeWords(lang, 'common') as { phrase: Record<string, string> }).phrase[key]!.replace(
    /\{\{(\w+)\}\}/g,
    (_m, name: string) => vars[name] ?? '',
  );

describe('a label and its text: the words hold the phrase and its punctuation', () => {
  for (const lang of LANGUAGES)
    it(`${lang}: the service's pricing note reads as the language's labelled phrase, and goes on in lower case`, () => {
      const label = (localeWords(lang, 'common') as { serviceSection: { pricing: string } })
        .serviceSection.pricing;
      const html = renderToString(
        withServiceWords(
          <ServiceSection
            block={{
              type: 'serviceSection',
              id: 'web',
              title: 'services:items.brandedWebsites.title',
              tagline: 'services:items.brandedWebsites.tagline',
              summary: 'services:items.brandedWebsites.summary',
              pricing: 'services:items.brandedWebsites.pricing',
            }}
          />,
          lang,
        ),
      );
      const pricing = /<p data-pricing[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? '';
      const shown = unescape(pricing.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ''));
      const value = pageText(lang, 'services:items.brandedWebsites.pricing');
      expect(shown).toBe(phrase(lang, 'labelled', { label, value }));
      // The price in it is the fact, written the language's way.
      expect(shown).not.toContain('{{');
      // "Tarifs : À partir de" read as two sentences glued: the note goes on after the colon.
      if (lang !== 'ar') expect(value[0], value).toBe(value[0]!.toLocaleLowerCase(lang));
    });

  it('around() splits any phrase at its value, whatever the words hold', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(around((slot) => `${before}${slot}${after}`)).toEqual([before, after]);
      }),
      { numRuns: 200 },
    );
    expect(around(() => 'no slot')).toEqual(['no slot', '']);
  });
});

describe('lists', () => {
  it('joins items the way each language writes a list (Arabic with its own comma)', () => {
    const items = ['PDF', 'DOC', 'DOCX'];
    for (const lang of LANGUAGES) {
      const shown = listOf(items, lang);
      for (const item of items) expect(shown).toContain(item);
      // Arabic has its own comma; no language but Arabic uses it.
      expect(shown.includes('،'), lang).toBe(lang === 'ar');
      expect(shown.includes(','), lang).toBe(lang !== 'ar');
    }
    expect(listOf(items, 'en')).toBe('PDF, DOC, DOCX');
  });

  it('hydration writes the list the prerender wrote, without starting Intl', async () => {
    vi.resetModules();
    const server = await import('../../src/i18n/typography');
    const serverFormatted = await import('../../src/i18n/formatted');
    const stop = serverFormatted.recordFormatted();
    const prerendered = server.listOf(['PDF', 'DOC'], 'ar');
    const record = stop();

    vi.resetModules();
    const client = await import('../../src/i18n/typography');
    (await import('../../src/i18n/formatted')).seedFormatted(record);
    const spy = vi.spyOn(Intl, 'ListFormat');
    expect(client.listOf(['PDF', 'DOC'], 'ar')).toBe(prerendered);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('lists any items, hostile ones included, without throwing or losing one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 20 }), { maxLength: 8 }),
        fc.constantFrom(...LANGUAGES),
        (items, lang) => {
          const shown = listOf(items, lang);
          for (const item of items) expect(shown).toContain(item);
        },
      ),
      { numRuns: 100 },
    );
  });
});
