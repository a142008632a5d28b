// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import CaseStudyDetail from '../../src/blocks/CaseStudyDetail';
import { itemMeta } from '../../src/blocks/CaseStudyDetail/block';
import { seedContent } from '../../src/content/load';
import { contentUrl } from '../../src/content/paths';
import type { CaseStudyDetail as Detail } from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { I18nextProvider } from '../../src/i18n/react';
import { LanguageContext } from '../../src/i18n/LanguageContext';
import { readCollection } from '../../scripts/lib/collections';
import { root as repo } from '../../scripts/lib/paths';
import { shownCaseStudies } from '../collections';
import { localeWords, pageBlocks, pageText } from './words';

const LANGS = ['en', 'ar'];
const collection = (lang: string) => readCollection(repo, 'case-studies', lang);
seedContent(Object.fromEntries(LANGS.map((l) => [contentUrl('case-studies', l), collection(l)])));

const block = pageBlocks('case-studies/[id]').find(
  (b): b is Detail => b.type === 'caseStudyDetail',
)!;
const words = (lang: string) => ({
  common: localeWords(lang, 'common'),
  'case-studies': localeWords(lang, 'case-studies'),
});
const render = (path: string, lang = 'en', b: Detail = block) =>
  new DOMParser().parseFromString(
    renderToString(
      <MemoryRouter initialEntries={[path]}>
        <LanguageContext.Provider value={lang}>
          <I18nextProvider i18n={createServerI18n(lang, words(lang))}>
            <CaseStudyDetail block={b} />
          </I18nextProvider>
        </LanguageContext.Provider>
      </MemoryRouter>,
    ),
    'text/html',
  );
const pathOf = (id: string, lang: string) =>
  `${lang === 'en' ? '' : `/${lang}`}/case-studies/${id}`;

describe('caseStudyDetail', () => {
  it('shows the case study the address names, titled by an h1, every section of the spec', () => {
    for (const lang of LANGS) {
      for (const study of shownCaseStudies('case-studies', lang)) {
        const d = render(pathOf(study.id, lang), lang);
        const h1 = d.querySelectorAll('h1');
        expect(h1).toHaveLength(1);
        expect(h1[0]?.textContent).toBe(study.title);
        const text = d.body.textContent ?? '';
        for (const words of [study.industry, study.client, study.challenge, study.solution])
          expect(text).toContain(words);
        expect(text).toContain(study.duration);
        expect(text).toContain(study.teamSize);
        for (const name of study.technologies) expect(text).toContain(name);
        for (const metric of study.metrics) expect(text).toContain(metric.label);
        expect(text).toContain(study.testimonial.text);
        const results = d.getElementById('results');
        expect([...(results?.querySelectorAll('li') ?? [])].map((l) => l.textContent)).toEqual(
          study.results,
        );
        // The page's sections are h2 under its h1, not h3.
        expect(results?.querySelector('h2')).not.toBeNull();
      }
    }
  });

  it('leads back to the list in the page’s language and closes with its call to action', () => {
    const d = render('/ar/case-studies/telecom', 'ar');
    const back = d.querySelector('a');
    expect(back?.getAttribute('href')).toBe('/ar/case-studies');
    expect(back?.textContent).toContain(pageText('ar', block.backLabel));
    expect(d.querySelector('aside h2')?.textContent).toBe(pageText('ar', block.ctaTitle!));
  });

  it('shows no gallery without pictures, and each picture with its words when the entry has some', () => {
    expect(render('/case-studies/telecom').querySelector('[data-case-gallery]')).toBeNull();
    const withPictures = (lang: string) => {
      const items = collection(lang).items.map((e) =>
        (e as { id: string }).id === 'retail'
          ? {
              ...e,
              gallery: [{ src: '/images/uploads/shop-0123456789ab-1200x800.jpg', alt: 'The shop' }],
            }
          : e,
      );
      seedContent({ [contentUrl('case-studies', lang)]: { items } });
    };
    withPictures('en');
    try {
      const d = render('/case-studies/retail');
      const gallery = d.querySelector('[data-case-gallery]');
      expect(gallery?.querySelector('h2')?.textContent).toBe(pageText('en', block.galleryTitle!));
      const img = gallery?.querySelector('img');
      expect(img?.getAttribute('alt')).toBe('The shop');
      // An uploaded picture comes in the smaller copies the build makes.
      expect(gallery?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toMatch(
        /\.avif/,
      );
    } finally {
      seedContent({ [contentUrl('case-studies', 'en')]: collection('en') });
    }
  });

  it('shows the not-found view, with a way back, for an id no case study has', () => {
    const d = render('/case-studies/no-such-study');
    expect(d.querySelector('[data-case-study-not-found] h1')?.textContent).toBe(
      pageText('en', block.notFoundTitle),
    );
    expect(d.querySelector('[data-case-study-not-found] a')?.getAttribute('href')).toBe(
      '/case-studies',
    );
  });

  it('titles the page’s head by the case study, an article of the agency (no person signs it)', () => {
    const read = (p: string) => (p === 'case-studies' ? collection('fr') : undefined);
    const study = shownCaseStudies('case-studies', 'fr')[0]!;
    const meta = itemMeta(block, `/fr/case-studies/${study.id}`, read);
    expect(meta?.title).toBe(study.title);
    expect(meta?.description).toBe(study.challenge);
    expect(meta?.article).toBeDefined();
    expect(meta?.article?.author).toBeUndefined();
    expect(itemMeta(block, '/fr/case-studies/nothing', read)).toBeNull();
  });
});
