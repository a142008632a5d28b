/**
 * The specification's public data addresses (docs/site/public-data.md), generated from the
 * collections: whatever the storage behind them, `/content/blog/articles/{id}.json` answers an
 * Article and `/content/testimonials/testimonials.json` the testimonials file, in the shapes the
 * specification gives them, in English (its default language). The build writes them into dist/
 * and the dev server answers them (scripts/vite/siteFiles.ts); the site itself reads the
 * per-language files and never these.
 */
import fs from 'node:fs';
import path from 'node:path';
import { plainText, type BodyNode } from '../../src/content/article.ts';
import type { Figure } from '../../src/generated/schema-types.ts';
import { defaultLanguage } from '../../src/i18n/languages.ts';
import { writeFigureIn } from '../../src/i18n/writeFigure.ts';
import { categoryNames, collectionFiles, compileArticle } from './articles.ts';
import { readCollection } from './collections.ts';
import { servedContent } from './servedContent.ts';

/** The addresses, as the specification writes them. */
export const SPEC_ARTICLE_URL = (id: string) => `/content/blog/articles/${id}.json`;
export const SPEC_TESTIMONIALS_URL = '/content/testimonials/testimonials.json';

/** The fields of an Article and of the testimonials file, as the specification lists them. */
export interface SpecArticle {
  id: string;
  title: string;
  excerpt: string;
  /** The body in the specification's format: "## " headings, "### " subheadings, "- " items. */
  content: string;
  category: string;
  tags: string[];
  author: { name: string; avatar?: string; title?: string; bio?: string };
  publishDate: string;
  readTime: string;
  views?: number;
  likes?: number;
  comments?: number;
  featuredImage: string;
}

/** The body as the specification's plain-text format, one block a paragraph. */
export function specContent(body: readonly BodyNode[]): string {
  const blocks = (nodes: readonly BodyNode[]): string[] =>
    nodes.flatMap((n): string[] => {
      switch (n.kind) {
        case 'heading':
          return [`${n.depth === 2 ? '##' : '###'} ${plainText(n.children)}`];
        case 'paragraph':
          return [plainText(n.children)];
        case 'list':
          return [n.items.map((item) => `- ${blocks(item).join(' ')}`).join('\n')];
        case 'blockquote':
          return blocks(n.children);
        case 'code':
          return [n.value];
        default:
          return [];
      }
    });
  return blocks(body).join('\n\n');
}

const readWords = (root: string, lang: string, ns: string): Record<string, unknown> => {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(root, 'locales', lang, `${ns}.json`), 'utf8'),
    ) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** One article of the blog in the specification's Article shape, or null when it has none. */
export function specArticle(root: string, id: string): SpecArticle | null {
  const lang = defaultLanguage;
  const article = compileArticle(root, 'blog', id, lang);
  if (!article) return null;
  const phrases = (readWords(root, lang, 'blog').article ?? {}) as Record<string, string>;
  const form = new Intl.PluralRules(lang).select(article.readingMinutes);
  const readTime = (
    phrases[`readTime_${form}`] ??
    phrases.readTime_other ??
    '{{value}} min'
  ).replace(/\{\{\s*value\s*\}\}/, String(article.readingMinutes));
  const { name, photo, role, bio } = article.author;
  return {
    id,
    title: article.title,
    excerpt: article.excerpt,
    content: specContent(article.body),
    category: categoryNames(root, lang).get(article.category) ?? article.category,
    tags: article.tags,
    author: {
      name,
      ...(photo === undefined ? {} : { avatar: photo }),
      ...(role === undefined ? {} : { title: role }),
      ...(bio === undefined ? {} : { bio }),
    },
    publishDate: article.date,
    readTime,
    // Counts exist only where someone counts them (the schema's rule); none are invented here.
    ...(article.views === undefined ? {} : { views: article.views }),
    ...(article.likes === undefined ? {} : { likes: article.likes }),
    ...(article.comments === undefined ? {} : { comments: article.comments }),
    featuredImage: article.image,
  };
}

const isFigure = (v: unknown): v is Figure =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  (typeof (v as { value?: unknown }).value === 'number' ||
    typeof (v as { text?: unknown }).text === 'string');

/** A figure as the English site writes it ("150+", "$20,000"); anything else as it is. */
const written = (v: unknown): unknown => (isFigure(v) ? writeFigureIn(v, defaultLanguage) : v);

/** The testimonial fields of the specification, in its order. */
// Written by row, as the specification groups them: who speaks, how the story is rated, the
// project, and its words.
// prettier-ignore
export const SPEC_TESTIMONIAL_FIELDS = [
  'id', 'clientName', 'clientTitle', 'clientCompany', 'clientAvatar', 'clientIndustry', 'clientLocation',
  'date', 'rating', 'verified', 'featured',
  'projectType', 'projectDuration', 'projectValue', 'category',
  'testimonial', 'fullTestimonial', 'results', 'challenges', 'solutions', 'tags',
] as const;

/** The testimonials file of the specification: the page's texts and every testimonial. */
export function specTestimonials(root: string): Record<string, unknown> {
  const page = servedContent(
    JSON.parse(fs.readFileSync(path.join(root, 'content', 'testimonials-page.json'), 'utf8')),
    root,
  ) as {
    meta: unknown;
    hero: { subtitle: string; stats: Record<string, unknown> };
    categories: string[];
    industries: string[];
    stickyCta: unknown;
  };
  const testimonials = readCollection(root, 'testimonials', defaultLanguage).items.map((item) =>
    Object.fromEntries(
      SPEC_TESTIMONIAL_FIELDS.filter((k) => item[k] !== undefined).map((k) => [
        k,
        written(item[k]),
      ]),
    ),
  );
  return {
    meta: page.meta,
    hero: {
      subtitle: page.hero.subtitle,
      stats: Object.fromEntries(Object.entries(page.hero.stats).map(([k, v]) => [k, written(v)])),
    },
    categories: page.categories,
    industries: page.industries,
    testimonials,
    stickyCta: page.stickyCta,
  };
}

/** Every specification address with what it answers. */
export function specFiles(root: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const id of [...collectionFiles(root, 'blog').keys()].sort()) {
    const article = specArticle(root, id);
    if (article) out.set(SPEC_ARTICLE_URL(id), article);
  }
  out.set(SPEC_TESTIMONIALS_URL, specTestimonials(root));
  return out;
}

/** What the dev server answers at a specification address, or undefined. */
export function specAnswer(root: string, url: string): unknown {
  if (url === SPEC_TESTIMONIALS_URL) return specTestimonials(root);
  const id = /^\/content\/blog\/articles\/([a-z0-9-]+)\.json$/.exec(url)?.[1];
  return id ? (specArticle(root, id) ?? undefined) : undefined;
}
