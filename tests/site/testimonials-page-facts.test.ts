import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readContent } from '../../scripts/lib/siteData';
import { contentUrl } from '../../src/content/paths';
import { defaultLanguage, languages as LANGUAGES } from '../../src/i18n/languages';

/*
 * The testimonials page's four headline figures are the site's shared facts: each language's
 * file names them, and what visitors get is the figure content/facts.json holds today.
 */

const facts = (
  JSON.parse(fs.readFileSync('content/facts.json', 'utf8')) as {
    facts: Record<string, { figure: unknown }>;
  }
).facts;
const fileOf = (lang: string) =>
  `content/testimonials-page${lang === defaultLanguage ? '' : `.${lang}`}.json`;
type Stats = Record<string, unknown>;
const statsOf = (v: unknown) => (v as { hero: { stats: Stats } }).hero.stats;

describe('the testimonials page’s figures', () => {
  it('are named by fact in every language’s file, and served as the facts’ figures', () => {
    for (const lang of LANGUAGES) {
      const written = statsOf(JSON.parse(fs.readFileSync(fileOf(lang), 'utf8')));
      const served = statsOf(
        readContent(['testimonials-page'], lang)[contentUrl('testimonials-page', lang)],
      );
      expect(Object.keys(written).length, lang).toBe(4);
      for (const [key, ref] of Object.entries(written)) {
        const name = (ref as { fact?: string }).fact;
        expect(name, `${lang} ${key}`).toBeTypeOf('string');
        expect(served[key], `${lang} ${key}`).toEqual(facts[name!]?.figure);
      }
    }
  });
});
