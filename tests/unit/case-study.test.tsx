// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../src/i18n/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '../../src/i18n/LanguageContext';
import CaseStudy from '../../src/blocks/CaseStudy';
import type { CaseStudy as CaseStudyBlock, Stats } from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { formatFigure } from '../../src/i18n/figure';
import { localeWords, pageBlocks, pageText } from './words';

const words = (lang: string) => ({
  common: localeWords(lang, 'common'),
  'case-studies': localeWords(lang, 'case-studies'),
});
const page = { blocks: pageBlocks('case-studies') };
const studies = page.blocks.filter((b): b is CaseStudyBlock => b.type === 'caseStudy');
const telecom = studies[0] as CaseStudyBlock;

const html = (block: CaseStudyBlock, lang = 'en') =>
  renderToString(
    <MemoryRouter>
      <LanguageContext.Provider value={lang}>
        <I18nextProvider i18n={createServerI18n(lang, words(lang))}>
          <CaseStudy block={block} />
        </I18nextProvider>
      </LanguageContext.Provider>
    </MemoryRouter>,
  );
const parse = (s: string) => new DOMParser().parseFromString(s, 'text/html');
const en = localeWords('en', 'case-studies');
const common = localeWords('en', 'common').caseStudy;

describe('caseStudy', () => {
  it('opens with the industry badge, the title labelling the section, client, duration and team size', () => {
    const d = parse(html(telecom));
    expect(d.querySelector('[data-case-industry]')?.textContent).toBe(en.industries.telecom);
    expect(d.querySelector('[data-case-industry] use')?.getAttribute('href')).toBe(
      '/icons.svg#phone',
    );
    const h2 = d.querySelector('h2');
    expect(h2?.textContent).toBe(en.studies.telecom.title);
    expect(d.querySelector('section')?.getAttribute('aria-labelledby')).toBe(h2?.id);
    const fact = (k: string) =>
      [...(d.querySelector(`[data-case-fact="${k}"]`)?.querySelectorAll('dt, dd') ?? [])].map(
        (e) => e.textContent,
      );
    expect(fact('client')).toEqual([common.client, en.studies.telecom.client]);
    expect(fact('duration')).toEqual([common.duration, en.studies.telecom.duration]);
    expect(fact('team')).toEqual([common.teamSize, en.studies.telecom.teamSize]);
  });

  it('tells the challenge and the solution under their headings', () => {
    const d = parse(html(telecom));
    expect(d.querySelector('[data-case-challenge] h3')?.textContent).toBe(common.challenge);
    expect(d.querySelector('[data-case-challenge] p')?.textContent).toBe(
      pageText('en', 'case-studies:studies.telecom.challenge'),
    );
    expect(d.querySelector('[data-case-solution] h3')?.textContent).toBe(common.solution);
    expect(d.querySelector('[data-case-solution] p')?.textContent).toBe(
      en.studies.telecom.solution,
    );
  });

  it('lists the technologies as written and the translated tags', () => {
    const d = parse(html(telecom, 'ar'));
    const tech = [...d.querySelectorAll('[data-case-technologies] li')].map((l) => l.textContent);
    expect(tech).toEqual(telecom.technologies);
    const ar = localeWords('ar', 'case-studies');
    const tags = [...d.querySelectorAll('[data-case-tags] li')].map((l) => l.textContent);
    expect(tags).toEqual([
      `#${ar.tags.customerExperience}`,
      `#${ar.tags.ai}`,
      `#${ar.tags.omnichannel}`,
    ]);
  });

  it('shows each key metric as figure and label, the figure left to right', () => {
    const d = parse(html(telecom, 'ar'));
    const ar = localeWords('ar', 'case-studies');
    const pairs = [...d.querySelectorAll('[data-case-metrics] dl > div')].map((m) => [
      m.querySelector('dd')?.textContent,
      m.querySelector('dt')?.textContent,
    ]);
    const shown = telecom.metrics.map((m) => formatFigure(m.value, 'ar'));
    // The agency's figures, as Arabic writes them (Intl, Latin digits, Morocco's separators).
    expect(telecom.metrics.map((m) => formatFigure(m.value, 'en'))).toEqual([
      '62%',
      '45%',
      '89%',
      '3.2M',
    ]);
    expect(pairs).toEqual([
      [shown[0], ar.studies.telecom.metrics.automated],
      [shown[1], ar.studies.telecom.metrics.resolution],
      [shown[2], ar.studies.telecom.metrics.satisfaction],
      [shown[3], ar.studies.telecom.metrics.conversations],
    ]);
    expect(d.querySelector('[data-case-metrics] dd span')?.getAttribute('dir')).toBe('ltr');
  });

  it('lists the results under an anchor of their own, which the results button points to', () => {
    const d = parse(html(telecom));
    const results = d.getElementById('telecom-results');
    expect(results?.querySelector('h3')?.textContent).toBe(common.results);
    expect([...(results?.querySelectorAll('li') ?? [])].map((l) => l.textContent)).toEqual(
      Object.values(en.studies.telecom.results),
    );
    const view = [...d.querySelectorAll('a')].find((a) => a.textContent === common.viewResults);
    expect(view?.getAttribute('href')).toBe('#telecom-results');
  });

  it('quotes the client with author, position and company', () => {
    const d = parse(html(telecom));
    const quote = d.querySelector('figure[data-case-testimonial]');
    expect(quote?.querySelector('blockquote')?.textContent).toBe(
      en.studies.telecom.testimonial.text,
    );
    const caption = [...(quote?.querySelectorAll('figcaption span') ?? [])].map(
      (s) => s.textContent,
    );
    expect(caption).toEqual([
      telecom.testimonial?.author,
      en.studies.telecom.testimonial.position,
      en.studies.telecom.client,
    ]);
  });

  it('leads its read-more button to the contact page in the visitor’s language, or elsewhere if set', () => {
    const link = (b: CaseStudyBlock, lang?: string) => {
      const label = localeWords(lang ?? 'en', 'common').caseStudy.readMore;
      return [...parse(html(b, lang)).querySelectorAll('a')]
        .find((a) => a.textContent === label)
        ?.getAttribute('href');
    };
    expect(link(telecom)).toBe('/contact');
    expect(link(telecom, 'ar')).toBe('/ar/contact');
    const noHref = { ...telecom };
    delete noHref.readMoreHref;
    expect(link(noHref)).toBe('/contact');
    expect(link({ ...telecom, readMoreHref: '/services' })).toBe('/services');
  });

  it('shows the optional image with its alt text, and nothing without one', () => {
    expect(parse(html(telecom)).querySelector('img')).toBeNull();
    const d = parse(
      html({ ...telecom, image: { src: '/img/x.jpg', alt: 'case-studies:hero.title' } }),
    );
    expect(d.querySelector('img')?.getAttribute('alt')).toBe(en.hero.title);
  });

  it('alternates the columns on wide screens when reversed', () => {
    const grid = (b: CaseStudyBlock) =>
      parse(html(b)).querySelector('[data-case-challenge]')?.parentElement?.parentElement
        ?.className ?? '';
    expect(grid({ ...telecom, reverse: true })).toContain('lg:[&>*:first-child]:order-2');
    expect(grid({ ...telecom, reverse: false })).not.toContain('order-2');
  });
});

describe('the case studies page', () => {
  it('has six case studies, one per industry, in order, every field filled', () => {
    expect(studies.map((s) => s.industry)).toEqual(
      ['telecom', 'banking', 'retail', 'aviation', 'transport', 'postal'].map(
        (k) => `case-studies:industries.${k}`,
      ),
    );
    for (const s of studies) expect(pageText('en', s.industry).trim(), s.id).not.toBe('');
    for (const s of studies) {
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
