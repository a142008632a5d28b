/**
 * The specification's public data addresses (docs/site/public-data.md) as the build writes them:
 * an Article at /content/blog/articles/{id}.json for each id the specification's blog list
 * fetches, and the testimonials file at /content/testimonials/testimonials.json, with exactly the
 * specification's fields, made from the collections.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileArticle } from '../../scripts/lib/articles';
import { readCollection } from '../../scripts/lib/collections';
import { root } from '../../scripts/lib/paths';
import { DIST } from '../site';
import './built';

const read = (url: string): unknown => JSON.parse(fs.readFileSync(path.join(DIST, url), 'utf8'));
const keys = (v: unknown) => Object.keys(v as object).sort();
const sorted = (list: readonly string[]) => [...list].sort();

// The specification's interface table and its section on entities, field for field.
const ARTICLE_IDS = [
  'ai-transformation-morocco',
  'crm-best-practices',
  'digital-transformation-guide',
  'automation-workflows',
];
const ARTICLE = [
  'id',
  'title',
  'excerpt',
  'content',
  'category',
  'tags',
  'author',
  'publishDate',
  'readTime',
  'views',
  'likes',
  'comments',
  'featuredImage',
];
/** Counts the site does not invent: the specification's fields that may be left out. */
const UNCOUNTED = ['views', 'likes', 'comments'];
const AUTHOR = ['name', 'avatar', 'title', 'bio'];
const TESTIMONIALS_FILE = [
  'meta',
  'hero',
  'categories',
  'industries',
  'testimonials',
  'stickyCta',
];
const META = ['title', 'description', 'keywords'];
const HERO = ['subtitle', 'stats'];
const STATS = ['totalClients', 'satisfactionRate', 'projectsCompleted', 'yearsExperience'];
const TESTIMONIAL = [
  'id',
  'clientName',
  'clientTitle',
  'clientCompany',
  'clientAvatar',
  'clientIndustry',
  'clientLocation',
  'date',
  'rating',
  'verified',
  'featured',
  'projectType',
  'projectDuration',
  'projectValue',
  'category',
  'testimonial',
  'fullTestimonial',
  'results',
  'challenges',
  'solutions',
  'tags',
];
const STICKY_CTA = ['title', 'subtitle', 'buttons'];
const BUTTON = ['text', 'action', 'variant'];

const isStrings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');

describe('the specification’s addresses in dist/', () => {
  for (const id of ARTICLE_IDS)
    it(`/content/blog/articles/${id}.json is an Article in English`, () => {
      const article = read(`content/blog/articles/${id}.json`) as Record<string, unknown>;
      const counted = ARTICLE.filter((k) => !UNCOUNTED.includes(k));
      expect(keys(article).filter((k) => !UNCOUNTED.includes(k))).toEqual(sorted(counted));
      expect(ARTICLE).toEqual(expect.arrayContaining(keys(article)));
      for (const k of ['id', 'title', 'excerpt', 'content', 'category', 'publishDate', 'readTime'])
        expect(typeof article[k], k).toBe('string');
      expect(typeof article.featuredImage).toBe('string');
      expect(isStrings(article.tags)).toBe(true);
      expect(AUTHOR).toEqual(expect.arrayContaining(keys(article.author)));
      expect((article.author as { name: unknown }).name).toEqual(expect.any(String));
      for (const k of UNCOUNTED)
        if (k in article) expect(Number.isInteger(article[k]), k).toBe(true);
      // The English article of the collection, its body in the specification's format.
      const source = compileArticle(root, 'blog', id, 'en')!;
      expect(article.id).toBe(id);
      expect(article.title).toBe(source.title);
      expect(article.publishDate).toBe(source.date);
      const headings = source.body.filter((n) => n.kind === 'heading');
      expect((article.content as string).match(/^#{2,3} /gm)).toHaveLength(headings.length);
      expect(article.content).not.toMatch(/<|\*\*/);
    });

  it('/content/testimonials/testimonials.json is the testimonials file in English', () => {
    const file = read('content/testimonials/testimonials.json') as Record<string, unknown>;
    expect(keys(file)).toEqual(sorted(TESTIMONIALS_FILE));
    expect(keys(file.meta)).toEqual(sorted(META));
    expect(isStrings((file.meta as { keywords: unknown }).keywords)).toBe(true);
    expect(keys(file.hero)).toEqual(sorted(HERO));
    const hero = file.hero as { stats: Record<string, unknown> };
    expect(keys(hero.stats)).toEqual(sorted(STATS));
    for (const v of Object.values(hero.stats)) expect(v).toMatch(/\d/);
    expect(isStrings(file.categories)).toBe(true);
    expect(isStrings(file.industries)).toBe(true);
    expect(keys(file.stickyCta)).toEqual(sorted(STICKY_CTA));
    const buttons = (file.stickyCta as { buttons: unknown[] }).buttons;
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) expect(keys(b)).toEqual(sorted(BUTTON));

    const entries = readCollection(root, 'testimonials', 'en').items;
    const list = file.testimonials as Record<string, unknown>[];
    expect(list.map((t) => t.id)).toEqual(entries.map((e) => e.id));
    for (const t of list) {
      expect(TESTIMONIAL).toEqual(expect.arrayContaining(keys(t)));
      for (const k of ['id', 'clientName', 'clientCompany', 'date', 'testimonial'])
        expect(typeof t[k], k).toBe('string');
      expect(t.rating).toEqual(expect.any(Number));
      expect(typeof t.verified).toBe('boolean');
      for (const k of ['results', 'challenges', 'solutions', 'tags'])
        if (k in t) expect(isStrings(t[k]), k).toBe(true);
      if ('projectValue' in t) expect(t.projectValue).toMatch(/\d/);
    }
    // The testimonial page's quotes in English, never another language's.
    expect(list.map((t) => t.testimonial)).toEqual(entries.map((e) => e.testimonial));
  });
});
