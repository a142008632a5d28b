// @vitest-environment happy-dom
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../src/i18n/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '../../src/i18n/LanguageContext';
import CaseStudies from '../../src/blocks/CaseStudies';
import { CaseStudySection } from '../../src/blocks/CaseStudies/Section';
import { toShownCaseStudy } from '../../src/blocks/CaseStudies/shown';
import type { CaseStudies as CaseStudiesBlock, Stats } from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { formatFigure } from '../../src/i18n/figure';
import { seedContent } from '../../src/content/load';
import { contentUrl } from '../../src/content/paths';
import { readCollection } from '../../scripts/lib/collections';
import { root as repo } from '../../scripts/lib/paths';
import { shownCaseStudies, type ShownStudy } from '../collections';
import { localeWords, pageBlocks, pageText } from './words';

const LANGS = ['en', 'ar'];
// The collection as the prerender embeds it in the page, in each language tested.
seedContent(
  Object.fromEntries(
    LANGS.map((l) => [contentUrl('case-studies', l), readCollection(repo, 'case-studies', l)]),
  ),
);
const words = (lang: string) => ({
  common: localeWords(lang, 'common'),
  'case-studies': localeWords(lang, 'case-studies'),
});
const page = { blocks: pageBlocks('case-studies') };
const list = page.blocks.find((b): b is CaseStudiesBlock => b.type === 'caseStudies')!;

const wrap = (ui: React.ReactNode, lang: string) =>
  renderToString(
    <MemoryRouter>
      <LanguageContext.Provider value={lang}>
        <I18nextProvider i18n={createServerI18n(lang, words(lang))}>{ui}</I18nextProvider>
      </LanguageContext.Provider>
    </MemoryRouter>,
  );
const parse = (s: string) => new DOMParser().parseFromString(s, 'text/html');
const listed = (block: CaseStudiesBlock, lang = 'en') =>
  parse(wrap(<CaseStudies block={block} />, lang));
const common = (lang = 'en') => localeWords(lang, 'common').caseStudy;
const studies = (lang = 'en') => shownCaseStudies('case-studies', lang);
const first = studies()[0] as ShownStudy;
const section = (d: Document, id: string) => d.getElementById(id) as HTMLElement;

describe('caseStudies', () => {
  it('shows the case studies the page picks, in its order, each a section named by its id', () => {
    const d = listed(list);
    const ids = [...d.querySelectorAll('section')].map((s) => s.id);
    expect(ids).toEqual(studies().map((s) => s.id));
    expect(ids.length).toBeGreaterThan(1);
  });

  it('opens with the industry badge, the title labelling the section, client, duration and team size', () => {
    const s = section(listed(list), first.id);
    expect(s.querySelector('[data-case-industry]')?.textContent).toBe(first.industry);
    expect(s.querySelector('[data-case-industry] use')?.getAttribute('href')).toBe(
      `/icons.svg#${first.icon}`,
    );
    const h2 = s.querySelector('h2');
    expect(h2?.textContent).toBe(first.title);
    expect(s.getAttribute('aria-labelledby')).toBe(h2?.id);
    const fact = (k: string) =>
      [...(s.querySelector(`[data-case-fact="${k}"]`)?.querySelectorAll('dt, dd') ?? [])].map(
        (e) => e.textContent,
      );
    expect(fact('client')).toEqual([common().client, first.client]);
    expect(fact('duration')).toEqual([common().duration, first.duration]);
    expect(fact('team')).toEqual([common().teamSize, first.teamSize]);
  });

  it('tells the challenge and the solution under their headings', () => {
    const s = section(listed(list), first.id);
    expect(s.querySelector('[data-case-challenge] h3')?.textContent).toBe(common().challenge);
    expect(s.querySelector('[data-case-challenge] p')?.textContent).toBe(first.challenge);
    expect(s.querySelector('[data-case-solution] h3')?.textContent).toBe(common().solution);
    expect(s.querySelector('[data-case-solution] p')?.textContent).toBe(first.solution);
  });

  it('puts the facts a sentence names in, written the language’s way', () => {
    for (const lang of LANGS) {
      const d = listed(list, lang);
      expect(d.body.textContent).not.toMatch(/\{\{/);
      for (const s of studies(lang))
        expect(section(d, s.id).querySelector('[data-case-challenge] p')?.textContent).toBe(
          s.challenge,
        );
    }
  });

  it('lists the technologies as written and the translated tags', () => {
    const ar = studies('ar')[0]!;
    const s = section(listed(list, 'ar'), ar.id);
    const tech = [...s.querySelectorAll('[data-case-technologies] li')].map((l) => l.textContent);
    expect(tech).toEqual(ar.technologies);
    const tags = [...s.querySelectorAll('[data-case-tags] li')].map((l) => l.textContent);
    expect(tags).toEqual((ar.tags ?? []).map((t) => `#${t}`));
    expect(tags.length).toBeGreaterThan(0);
  });

  it('shows each key metric as figure and label, the figure left to right', () => {
    const ar = studies('ar')[0]!;
    const s = section(listed(list, 'ar'), ar.id);
    const pairs = [...s.querySelectorAll('[data-case-metrics] dl > div')].map((m) => [
      m.querySelector('dd')?.textContent,
      m.querySelector('dt')?.textContent,
    ]);
    expect(pairs).toEqual(ar.metrics.map((m) => [formatFigure(m.value, 'ar'), m.label]));
    expect(s.querySelector('[data-case-metrics] dd span')?.getAttribute('dir')).toBe('ltr');
  });

  it('lists the results under an anchor of their own, which the results button points to without pages', () => {
    const own = { ...list, pagePath: undefined };
    const s = section(listed(own), first.id);
    const results = s.querySelector(`#${first.id}-results`);
    expect(results?.querySelector('h3')?.textContent).toBe(common().results);
    expect([...(results?.querySelectorAll('li') ?? [])].map((l) => l.textContent)).toEqual(
      first.results,
    );
    const view = [...s.querySelectorAll('a')].find((a) => a.textContent === common().viewResults);
    expect(view?.getAttribute('href')).toBe(`#${first.id}-results`);
  });

  it('quotes the client with author, position and company (the client unless it names another)', () => {
    const s = section(listed(list), first.id);
    const quote = s.querySelector('figure[data-case-testimonial]');
    expect(quote?.querySelector('blockquote')?.textContent).toBe(first.testimonial.text);
    const caption = [...(quote?.querySelectorAll('figcaption span') ?? [])].map(
      (e) => e.textContent,
    );
    expect(caption).toEqual([
      first.testimonial.author,
      first.testimonial.position,
      first.testimonial.company ?? first.client,
    ]);
  });

  it('leads each case study’s two buttons to its own page and that page’s results, in the visitor’s language', () => {
    expect(list.pagePath).toBe('/case-studies');
    for (const lang of LANGS) {
      const d = listed(list, lang);
      const prefix = lang === 'en' ? '' : `/${lang}`;
      for (const s of studies(lang)) {
        const hrefs = (words: string) =>
          [...section(d, s.id).querySelectorAll('a')]
            .filter((a) => a.textContent === words)
            .map((a) => a.getAttribute('href'));
        expect(hrefs(common(lang).readMore)).toEqual([`${prefix}/case-studies/${s.id}`]);
        expect(hrefs(common(lang).viewResults)).toEqual([`${prefix}/case-studies/${s.id}#results`]);
      }
    }
  });

  it('without pages of its own, leads read-more to the contact page, or where the block says', () => {
    const links = (b: CaseStudiesBlock, lang = 'en') =>
      [...listed(b, lang).querySelectorAll('a')]
        .filter((a) => a.textContent === common(lang).readMore)
        .map((a) => a.getAttribute('href'));
    const own = { ...list, pagePath: undefined };
    expect(new Set(links(own))).toEqual(new Set(['/contact']));
    expect(new Set(links(own, 'ar'))).toEqual(new Set(['/ar/contact']));
    expect(new Set(links({ ...own, readMoreHref: '/services' }))).toEqual(new Set(['/services']));
  });

  it('alternates the columns on wide screens, from the second case study on', () => {
    const d = listed(list);
    const reversed = studies().map(
      (s) =>
        section(d, s.id)
          .querySelector('[data-case-challenge]')
          ?.parentElement?.parentElement?.className.includes('lg:[&>*:first-child]:order-2') ??
        false,
    );
    expect(reversed).toEqual(studies().map((_, i) => i % 2 === 1));
  });

  it('shows an entry’s optional image with its alt text, and nothing without one', () => {
    expect(listed(list).querySelector('img')).toBeNull();
    const study = toShownCaseStudy({ ...first, image: { src: '/img/x.jpg', alt: first.title } })!;
    const d = parse(wrap(<CaseStudySection study={study} />, 'en'));
    expect(d.querySelector('img')?.getAttribute('alt')).toBe(first.title);
  });

  it('shows every other entry when one is broken, and never throws on any entry', () => {
    const broken = fc.oneof(
      fc.anything({ maxDepth: 3 }),
      fc.record(
        {
          id: fc.oneof(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 })),
          title: fc.oneof(fc.string(), fc.anything({ maxDepth: 1 })),
          metrics: fc.anything({ maxDepth: 2 }),
          testimonial: fc.anything({ maxDepth: 2 }),
          results: fc.anything({ maxDepth: 2 }),
          tags: fc.anything({ maxDepth: 2 }),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(broken, (entry) => {
        const shown = toShownCaseStudy(entry);
        const all = [first, entry].map(toShownCaseStudy).filter((s) => s !== null);
        const html = wrap(
          <>
            {all.map((s, i) => (
              <CaseStudySection key={i} study={s} anchor={`s${i}`} />
            ))}
          </>,
          'en',
        );
        expect(parse(html).querySelectorAll('section')).toHaveLength(shown ? 2 : 1);
        expect(parse(html).getElementById('s0')?.querySelector('h2')?.textContent).toBe(
          first.title,
        );
      }),
      { numRuns: 60, seed: 20261127 },
    );
  });
});

describe('the case studies page', () => {
  it('has six case studies, one per industry of the page’s figures, every field filled', () => {
    const stats = page.blocks.filter((b): b is Stats => b.type === 'stats');
    const industries = stats[1]?.metrics.map((m) => pageText('en', m.label)) ?? [];
    expect(studies().map((s) => s.industry)).toEqual(industries);
    for (const s of studies()) {
      expect(s.industry.trim(), s.id).not.toBe('');
      expect(s.results.length, s.id).toBeGreaterThanOrEqual(3);
      expect(s.metrics.length, s.id).toBeGreaterThanOrEqual(3);
      expect(s.technologies.length, s.id).toBeGreaterThanOrEqual(5);
      expect(s.tags?.length, s.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('shows the headline figures and the six industry counts', () => {
    const stats = page.blocks.filter((b): b is Stats => b.type === 'stats');
    expect(stats[0]?.metrics.map((m) => formatFigure(m.number, 'en'))).toEqual([
      '50+',
      '98%',
      '45%',
      '6',
    ]);
    expect(stats[1]?.variant).toBe('band');
    expect(stats[1]?.metrics.map((m) => [formatFigure(m.number, 'en'), m.label])).toEqual([
      ['12', 'case-studies:industries.telecom'],
      ['8', 'case-studies:industries.banking'],
      ['10', 'case-studies:industries.retail'],
      ['5', 'case-studies:industries.aviation'],
      ['7', 'case-studies:industries.transport'],
      ['8', 'case-studies:industries.postal'],
    ]);
  });
});
