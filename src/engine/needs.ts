import type { Article } from '../blocks/BlogArticle/article';
import { articleIdFromPath, articlePath, isArticle } from '../blocks/BlogArticle/article';
import {
  isTestimonialsFile,
  storyIdFromPath,
  type Testimonial,
} from '../blocks/TestimonialList/testimonials';
import type { Block } from '../generated/schema-types';

/**
 * Which content files a page's blocks show, and what a page about one item says in its head.
 * The prerender reads these files from disk, renders them into the HTML and embeds them for
 * hydration, so search engines and link previews see the articles and stories, and the browser
 * does not download them a second time. Only the SSR entry imports this module.
 *
 * A table by block type rather than a file per block: four blocks read content today, and their
 * rules are one line each.
 */
const NEEDS: Partial<Record<Block['type'], (block: never, pathname: string) => string[]>> = {
  blogArticle: (block: { folder: string }, pathname: string) => {
    const id = articleIdFromPath(pathname);
    return id ? [articlePath(block.folder, id)] : [];
  },
  blogList: (block: { folder: string; articles: string[] }) =>
    block.articles.map((id) => articlePath(block.folder, id)),
  testimonialList: (block: { content: string }) => [block.content],
  testimonialDetail: (block: { content: string }) => [block.content],
};

/** The content paths ("blog/articles/<id>") the blocks of the page at `pathname` show. */
export function contentNeeds(blocks: readonly Block[], pathname: string): string[] {
  const out = new Set<string>();
  for (const block of blocks) {
    const from = (block as { from?: unknown }).from;
    if (typeof from === 'string') out.add(from);
    const needs = NEEDS[block.type] as ((b: Block, p: string) => string[]) | undefined;
    for (const p of needs?.(block, pathname) ?? []) out.add(p);
  }
  return [...out];
}

/** What the head of a page about one article or one story says instead of the page's meta. */
export interface ItemMeta {
  title: string;
  description: string;
  /** The item's own date (YYYY-MM-DD), for the sitemap's lastmod. */
  date: string;
  article?: { published: string; author: string; image: string };
}

/**
 * The article or story a page shows, as head metadata; null on other pages. `read` gives a
 * content file as the page embeds it.
 */
export function itemMeta(
  blocks: readonly Block[],
  pathname: string,
  read: (path: string) => unknown,
): ItemMeta | null {
  for (const block of blocks) {
    if (block.type === 'blogArticle') {
      const id = articleIdFromPath(pathname);
      const article = id ? read(articlePath(block.folder, id)) : null;
      if (!isArticle(article)) return null;
      return articleMeta(article);
    }
    if (block.type === 'testimonialDetail') {
      const file = read(block.content);
      const id = storyIdFromPath(pathname);
      const story = isTestimonialsFile(file) ? file.testimonials.find((t) => t.id === id) : null;
      return story ? storyMeta(story) : null;
    }
  }
  return null;
}

const articleMeta = (a: Article): ItemMeta => ({
  title: a.title,
  description: a.excerpt,
  date: a.publishDate,
  article: { published: a.publishDate, author: a.author.name, image: a.featuredImage },
});

const storyMeta = (t: Testimonial): ItemMeta => ({
  title: t.clientCompany || t.clientName,
  description: t.testimonial,
  date: t.date,
});
