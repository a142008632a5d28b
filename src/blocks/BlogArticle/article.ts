import { formatted } from '../../i18n/formatted';
import type { Article, ArticleAuthor } from '../../generated/schema-types';
import { safeDecode } from '../../engine/url';

export type { Article };
export type CategoryColor = 'violet' | 'blue' | 'emerald' | 'amber' | 'cyan' | 'rose';

const CATEGORIES = new Set([
  'artificial-intelligence',
  'crm-sales',
  'digital-transformation',
  'automation',
  'technology',
  'business-strategy',
]);

/** An article's address part: what the content files are named (schemas/content/article). */
export const ARTICLE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

function isAuthor(v: unknown): v is ArticleAuthor {
  return isRecord(v) && ['name', 'avatar', 'title', 'bio'].every((k) => isString(v[k]));
}

/**
 * The runtime check of a fetched article file (the content lint checks the files on disk, but
 * the browser may receive anything): a malformed file shows the failure view instead of crashing.
 */
export function isArticle(v: unknown): v is Article {
  return (
    isRecord(v) &&
    isString(v.id) &&
    ['title', 'excerpt', 'content', 'publishDate', 'featuredImage'].every((k) => isString(v[k])) &&
    isString(v.category) &&
    CATEGORIES.has(v.category) &&
    Array.isArray(v.tags) &&
    v.tags.every(isString) &&
    isAuthor(v.author) &&
    ['readTime', 'views', 'likes', 'comments'].every((k) => isCount(v[k]))
  );
}

/** The content path of one article ("blog/articles" + id), as loadContent takes it. */
export const articlePath = (folder: string, id: string) => `${folder}/${id}`;

/** The article id in an address: its last part (/blog/<id>, /fr/blog/<id>). */
export function articleIdFromPath(pathname: string): string | null {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  const id = safeDecode(last);
  return ARTICLE_ID.test(id) ? id : null;
}

/** Badge colours: a coloured dot and border, the text in the theme's own colour (contrast). */
export const categoryDot: Record<CategoryColor, string> = {
  violet: 'bg-violet-500',
  blue: 'bg-blue-500',
  emerald: 'bg-emerald-500',
  amber: 'bg-amber-500',
  cyan: 'bg-cyan-500',
  rose: 'bg-rose-500',
};

export const categoryBorder: Record<CategoryColor, string> = {
  violet: 'border-violet-500/60',
  blue: 'border-blue-500/60',
  emerald: 'border-emerald-500/60',
  amber: 'border-amber-500/60',
  cyan: 'border-cyan-500/60',
  rose: 'border-rose-500/60',
};

/** Counts in the page's language (Arabic in Morocco keeps Latin digits). */
export function formatCount(n: number, lang: string): string {
  return formatted(`count ${lang} ${n}`, () =>
    new Intl.NumberFormat(lang === 'ar' ? 'ar-MA' : lang).format(n),
  );
}
