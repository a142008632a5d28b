import { describe, expect, it } from 'vitest';
import { collectionFiles, compileArticle } from '../../scripts/lib/articles';
import { readCollection } from '../../scripts/lib/collections';
import { root } from '../../scripts/lib/paths';
import { builtPages } from './built';

const LATIN = /[A-Za-z]/;

/**
 * People's names on the Arabic pages are in one script: the team on /about, /team and the staff
 * quotes of /careers as the article bylines and the testimonials write them, in Arabic letters.
 */
describe('names on the Arabic pages', () => {
  const team = (lang: string) =>
    readCollection(root, 'team', lang).items.map((m) => String(m.name));

  it('every team member, byline and testimonial client has an Arabic-script name', () => {
    const names = [
      ...team('ar'),
      ...[...collectionFiles(root, 'blog').keys()].map(
        (id) => compileArticle(root, 'blog', id, 'ar')!.author.name,
      ),
      ...readCollection(root, 'testimonials', 'ar').items.flatMap((t) =>
        t.clientName ? [String(t.clientName)] : [],
      ),
    ];
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((n) => LATIN.test(n))).toEqual([]);
  });

  it('the Arabic pages show the team in Arabic letters, never the Latin spelling', () => {
    const latin = team('en');
    const arabic = team('ar');
    const pages = builtPages().filter((p) => p.lang === 'ar');
    const showing = pages.filter((p) => arabic.some((n) => p.text.includes(n)));
    expect(showing.length).toBeGreaterThan(1);
    for (const page of pages)
      expect(
        latin.filter((n) => page.text.includes(n)),
        page.route,
      ).toEqual([]);
  });
});
