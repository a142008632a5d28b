import { describe, expect, it } from 'vitest';
import { moveCaseStudies, withoutKeys } from '../../scripts/maintain/caseStudiesMigration';

/*
 * The move from inline caseStudy blocks to one file per case study: a page and its words before,
 * the entries, the page and the locale files after. The words are the fixture's own.
 */

const LANGS = ['en', 'fr'];
const locales: Record<string, Record<string, unknown>> = {
  en: {
    industries: { shop: 'Shops' },
    studies: {
      a: {
        title: 'Title A',
        client: 'Client A',
        results: ['First result'],
        metric: 'Orders',
        quote: 'Great',
        position: 'Owner',
      },
    },
    tags: { web: 'Web' },
  },
  fr: {
    industries: { shop: 'Boutiques' },
    studies: {
      a: {
        title: 'Titre A',
        client: 'Client A fr',
        results: ['Premier résultat'],
        metric: 'Commandes',
        quote: 'Super',
        position: 'Gérante',
      },
    },
    tags: { web: 'Toile' },
  },
};
const words = (lang: string, key: string): unknown =>
  key
    .replace(/^cs:/, '')
    .split('.')
    .reduce<unknown>((n, p) => (Object(n) as Record<string, unknown>)[p], locales[lang]);

const study = {
  type: 'caseStudy',
  id: 'a',
  industry: 'cs:industries.shop',
  icon: 'store',
  title: 'cs:studies.a.title',
  client: 'cs:studies.a.client',
  challenge: 'cs:studies.a.title',
  solution: 'cs:studies.a.title',
  duration: 'cs:studies.a.title',
  teamSize: 'cs:studies.a.title',
  results: ['cs:studies.a.results.0'],
  metrics: [{ value: { value: 3 }, label: 'cs:studies.a.metric' }],
  technologies: ['React'],
  testimonial: {
    text: 'cs:studies.a.quote',
    author: 'Sara',
    position: 'cs:studies.a.position',
    company: 'cs:studies.a.client',
  },
  tags: ['cs:tags.web'],
  readMoreHref: '/contact',
  reverse: true,
};
const stats = { type: 'stats', metrics: [{ number: { value: 1 }, label: 'cs:industries.shop' }] };

describe('moving case studies into the collection', () => {
  const move = moveCaseStudies([stats, study, { ...study, id: 'b' }], LANGS, words);

  it('writes each case study with every language side by side', () => {
    const a = move.entries.get('a')!;
    expect(a.title).toEqual({ en: 'Title A', fr: 'Titre A' });
    expect(a.results).toEqual({ en: ['First result'], fr: ['Premier résultat'] });
    expect(a.metrics).toEqual([{ value: { value: 3 }, label: { en: 'Orders', fr: 'Commandes' } }]);
    expect(a.tags).toEqual({ en: ['Web'], fr: ['Toile'] });
    expect(a.icon).toBe('store');
    // The quote's company is the client: not written twice.
    expect(a.testimonial).toEqual({
      text: { en: 'Great', fr: 'Super' },
      author: 'Sara',
      position: { en: 'Owner', fr: 'Gérante' },
    });
    expect([...move.entries.keys()]).toEqual(['a', 'b']);
  });

  it('puts one list block where the first case study was, naming them in order', () => {
    expect(move.blocks).toEqual([
      stats,
      { type: 'caseStudies', id: 'studies', from: 'case-studies', select: ['a', 'b'] },
    ]);
  });

  it('takes the moved words out of the locale files, keeping those other blocks show', () => {
    expect(move.moved.has('cs:industries.shop')).toBe(false);
    const paths = new Set([...move.moved].map((k) => k.replace(/^cs:/, '')));
    expect(withoutKeys(locales.en!, paths)).toEqual({ industries: { shop: 'Shops' } });
  });

  it('leaves a page without case studies as it is', () => {
    const none = moveCaseStudies([stats], LANGS, words);
    expect(none.entries.size).toBe(0);
    expect(none.blocks).toEqual([stats]);
  });
});
