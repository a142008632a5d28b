import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, localeWords } from '../site';

/**
 * One word for one thing, page to page (a native speakers' review of the built pages): the same figure is
 * labelled alike wherever it shows, in every language.
 */
const at = (lang: string, ns: string, path: string): string =>
  path
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], localeWords(lang, ns)) as string;
const plain = (s: string) => s.replace(/\u00ad/g, '');

describe('one word per figure, in every language', () => {
  for (const lang of LANGUAGES)
    it(`${lang}: the tenure figure and the projects figure are labelled alike on every page`, () => {
      expect(plain(at(lang, 'careers', 'stats.tenure'))).toBe(at(lang, 'team', 'stats.tenure'));
      expect(at(lang, 'testimonials', 'list.stats.projectsCompleted')).toBe(
        at(lang, 'home', 'results.projects'),
      );
    });

  it('the wordings the review found are gone', () => {
    const read = (file: string) => fs.readFileSync(file, 'utf8');
    expect(read('content/blog/crm-best-practices/de.md')).not.toMatch(/\bum um\b/);
    for (const ns of ['about', 'terms-of-service', 'home', 'services'])
      expect(read(`locales/es/${ns}.json`), ns).not.toContain('desarrollo conjunto');
    expect(read('locales/it/book-consultation.json')).not.toContain('faccia a faccia');
  });
});
