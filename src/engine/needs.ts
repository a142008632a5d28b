import type { Block } from '../generated/schema-types';
import { itemMetas, needs } from '../generated/blocks';
import type { ItemMeta } from './descriptor';

export type { ItemMeta };

/*
 * Which content files a page's blocks show, and what a page about one item says in its head,
 * as each block's folder says (its block.ts). The prerender reads these files from disk,
 * renders them into the HTML and embeds them for hydration, so search engines and link previews
 * see the articles and stories, and the browser does not download them a second time.
 */

type AnyNeeds = (block: Block, pathname: string) => string[];
type AnyItemMeta = (
  block: Block,
  pathname: string,
  read: (path: string) => unknown,
) => ItemMeta | null;

/** The content paths ("blog/articles/<id>") the blocks of the page at `pathname` show. */
export function contentNeeds(blocks: readonly Block[], pathname: string): string[] {
  const out = new Set<string>();
  for (const block of blocks) {
    const from = (block as { from?: unknown }).from;
    if (typeof from === 'string') out.add(from);
    const own = (needs as Partial<Record<string, AnyNeeds>>)[block.type];
    for (const p of own?.(block, pathname) ?? []) out.add(p);
  }
  return [...out];
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
  // The first block that is about one item decides, found or not.
  for (const block of blocks) {
    const meta = (itemMetas as Partial<Record<string, AnyItemMeta>>)[block.type];
    if (meta) return meta(block, pathname, read);
  }
  return null;
}
