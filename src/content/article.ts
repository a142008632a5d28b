import type { ArticleFrontMatter } from '../generated/schema-types';

/**
 * An article as the site ships it: its front matter, and its Markdown body already turned into
 * plain data at build (scripts/lib/articles.ts), which the page draws as elements. Neither the
 * Markdown parser nor any HTML string reaches the browser: text stays text, whatever it holds.
 */
export type Inline =
  | { kind: 'text'; value: string }
  | { kind: 'strong' | 'emphasis' | 'delete'; children: Inline[] }
  | { kind: 'inlineCode'; value: string }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type BodyNode =
  | { kind: 'heading'; depth: 2 | 3 | 4; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: BodyNode[][] }
  | { kind: 'blockquote'; children: BodyNode[] }
  | { kind: 'code'; value: string }
  | { kind: 'thematicBreak' };

/**
 * Who wrote an article, as the site ships it: the team member its front matter names by id, in
 * the article's language (scripts/lib/articles.ts resolves it at build).
 */
export interface ArticleAuthor {
  /** The team member's id (content/team/<id>.json). */
  id: string;
  name: string;
  photo?: string;
  role?: string;
  bio?: string;
}

/** What the list shows of an article: everything but its body. */
export type ArticleSummary = Omit<ArticleFrontMatter, 'category' | 'author'> & {
  author: ArticleAuthor;
  id: string;
  /** The language of this version. */
  lang: string;
  /** Every language the article is written in: only those have its page. */
  languages: string[];
  /** The category's id (the front matter may name it in the article's language). */
  category: string;
  /** Minutes, counted from the words at build: nobody has to invent it. */
  readingMinutes: number;
};

export type Article = ArticleSummary & { body: BodyNode[] };

/** The collection's list in one language, newest first, as the blog list loads it. */
export interface ArticleList {
  articles: ArticleSummary[];
}

/** The schemes a link in an article may use; anything else (javascript:, data:, …) is not a link. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The stand-in origin a link without a scheme is resolved against. */
const HERE = 'https://site.invalid';

/**
 * The link's address when it is safe to follow, else null. The browser's own URL parser decides
 * what the scheme is, so tabs, newlines, entities or odd case ("JaVa\tscript:") cannot hide one.
 */
export function safeHref(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href, `${HERE}/`);
  } catch {
    return null;
  }
  if (!SAFE_SCHEMES.has(url.protocol)) return null;
  // A link without a scheme of its own is a page of this site: "//evil.test", "/\evil.test" or
  // "\\evil.test" leave it for another host, so they are not links either.
  const ownScheme = /^[a-z][a-z0-9+.-]*:/iu.test(href);
  return ownScheme || url.origin === HERE ? href : null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown) => v === undefined || (Number.isInteger(v) && (v as number) >= 0);

/**
 * The runtime check of a fetched article or list entry (the lint checks the files on disk, but the
 * browser may receive anything): a malformed file shows the failure view instead of crashing.
 * The body's nodes are checked as they are drawn (Body.tsx skips what it does not know).
 */
export function isArticleSummary(v: unknown): v is ArticleSummary {
  return (
    isRecord(v) &&
    ['id', 'lang', 'title', 'excerpt', 'date', 'category', 'image', 'imageAlt'].every((k) =>
      isString(v[k]),
    ) &&
    Array.isArray(v.languages) &&
    v.languages.every(isString) &&
    Array.isArray(v.tags) &&
    v.tags.every(isString) &&
    isRecord(v.author) &&
    isString(v.author.name) &&
    Number.isInteger(v.readingMinutes) &&
    ['views', 'likes', 'comments'].every((k) => isCount(v[k]))
  );
}

export const isArticle = (v: unknown): v is Article =>
  isArticleSummary(v) && Array.isArray((v as { body?: unknown }).body);

export const isArticleList = (v: unknown): v is ArticleList =>
  isRecord(v) && Array.isArray(v.articles) && v.articles.every(isArticleSummary);

/** The content path of one article of a collection ("blog" + id), as loadContent takes it. */
export const articlePath = (folder: string, id: string) => `${folder}/${id}`;

/** The content path of a collection's list (an article id never is "index"). */
export const listPath = (folder: string) => `${folder}/index`;

/** An inline run's words without their marks (a link's or emphasis's words, a break as a space). */
export const plainText = (nodes: readonly Inline[]): string =>
  nodes
    .map((n) =>
      n.kind === 'text' || n.kind === 'inlineCode'
        ? n.value
        : n.kind === 'break'
          ? ' '
          : plainText(n.children),
    )
    .join('');
