/**
 * Each case study's own page as the build ships it, read raw from dist/ in every language: its
 * content in the HTML before any script, its structured data, its social card and its sitemap
 * entry with every language's alternate.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { readCollection } from '../../scripts/lib/collections';
import { root } from '../../scripts/lib/paths';
import { formatFigure } from '../../src/i18n/figure';
import type { ShownStudy } from '../collections';
import { contentUrl } from '../../src/content/paths';
import { DIST, LANGUAGES, builtBoot } from '../site';
import { raw } from './built';

const site = JSON.parse(fs.readFileSync('site.json', 'utf8')) as { url: string };
const parse = (html: string) => new new Window().DOMParser().parseFromString(html, 'text/html');
const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);
const studies = (lang: string) =>
  readCollection(root, 'case-studies', lang).items as unknown as ShownStudy[];
const ids = studies('en').map((s) => s.id);

describe('case-study pages in dist/', () => {
  it('there are six case studies, each with its page in every language', () => {
    expect(ids).toHaveLength(6);
    for (const lang of LANGUAGES)
      for (const id of ids)
        expect(fs.existsSync(path.join(DIST, `${prefix(lang)}/case-studies/${id}/index.html`)), `${lang} ${id}`).toBe(true);
  });

  it('each page holds its case study in the raw HTML: every section of the spec, the quote and the results', () => {
    for (const lang of LANGUAGES)
      for (const study of studies(lang)) {
        const route = `${prefix(lang)}/case-studies/${study.id}`;
        const doc = parse(raw(route));
        expect(doc.documentElement.getAttribute('lang'), route).toBe(lang);
        const page = doc.querySelector(`[data-case-study-detail="${study.id}"]`);
        expect(page, route).not.toBeNull();
        expect(page!.querySelector('h1')?.textContent, route).toBe(study.title);
        const text = page!.textContent ?? '';
        for (const words of [
          study.industry,
          study.client,
          study.challenge,
          study.solution,
          study.duration,
          study.teamSize,
          study.testimonial.text,
          study.testimonial.author,
          ...study.technologies,
        ])
          expect(text, `${route}: ${words}`).toContain(words);
        for (const m of study.metrics) {
          expect(text, route).toContain(m.label);
          expect(text, route).toContain(formatFigure(m.value, lang));
        }
        const results = [...(page!.querySelectorAll('#results li') ?? [])].map((l) => l.textContent);
        expect(results, route).toEqual(study.results);
      }
  });

  it('each page is an Article of the agency in its structured data, titled by the case study, with its card', () => {
    for (const lang of LANGUAGES)
      for (const study of studies(lang)) {
        const route = `${prefix(lang)}/case-studies/${study.id}`;
        const doc = parse(raw(route));
        const ld = JSON.parse(
          doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
        ) as { '@graph': Record<string, unknown>[] };
        const article = ld['@graph'].find((n) => n['@type'] === 'Article');
        expect(article, route).toMatchObject({
          headline: study.title,
          description: study.challenge,
          inLanguage: lang,
          author: { '@id': `${site.url}/#organization` },
          mainEntityOfPage: `${site.url}${route}`,
        });
        expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
        expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(study.title);
        const card = doc.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
        const file = new URL(card).pathname;
        expect(file, route).toBe(`/og${route}.jpg`);
        expect(fs.existsSync(path.join(DIST, file)), file).toBe(true);
        const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) =>
          l.getAttribute('hreflang'),
        );
        expect(alternates, route).toEqual([...LANGUAGES, 'x-default']);
      }
  });

  it('the sitemap lists every case study’s page in every language, each with all its alternates', () => {
    const sitemap = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
    for (const lang of LANGUAGES)
      for (const id of ids) {
        const loc = `${site.url}${prefix(lang)}/case-studies/${id}`;
        const entry = sitemap.split('<url>').find((u) => u.includes(`<loc>${loc}</loc>`));
        expect(entry, loc).toBeDefined();
        for (const other of LANGUAGES)
          expect(entry, `${loc} → ${other}`).toContain(
            `hreflang="${other}" href="${site.url}${prefix(other)}/case-studies/${id}"`,
          );
      }
  });

  it('the list links each case study’s two buttons to its page and its results, in the raw HTML', () => {
    for (const lang of LANGUAGES) {
      const doc = parse(raw(`${prefix(lang)}/case-studies`));
      for (const id of ids) {
        const hrefs = [...doc.querySelectorAll(`section#${id} a`)].map((a) => a.getAttribute('href'));
        const own = `${prefix(lang)}/case-studies/${id}`;
        expect(hrefs, `${lang} ${id}`).toEqual(expect.arrayContaining([own, `${own}#results`]));
      }
    }
  });

  it('home and Vision 2030 tell their success stories from the case studies, embedded for hydration', () => {
    for (const lang of LANGUAGES)
      for (const [page, shown] of [
        ['/', ['telecom', 'retail', 'banking']],
        ['/vision-2030', ['telecom', 'banking', 'postal', 'retail']],
      ] as const) {
        const route = page === '/' ? prefix(lang) || '/' : `${prefix(lang)}${page}`;
        expect(Object.keys(builtBoot(route).content ?? {}), route).toContain(
          contentUrl('case-studies', lang),
        );
        const doc = parse(raw(route));
        const cards = [...doc.querySelectorAll('#success-stories li[data-story]')];
        expect(cards.map((c) => c.getAttribute('data-story')), route).toEqual(shown);
        cards.forEach((card, i) => {
          const study = studies(lang).find((s) => s.id === shown[i])!;
          expect(card.querySelector('h3')?.textContent, route).toBe(study.title);
        });
      }
  });
});
