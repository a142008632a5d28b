import { startsNewPage } from '../src/generated/blocks';
import { splitKey } from '../src/engine/textKey';

/** A new page's file name: lower-case words with dashes ("summer-offer" → pages/summer-offer.json). */
export const PAGE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A new page: its words live in a file of its own, and it starts with the blocks whose folder
 * says a page starts with them (a banner, today).
 */
export function newPage(name: string): Record<string, unknown> {
  return {
    $schema: '../schemas/page.schema.json',
    schemaVersion: 3,
    meta: { title: `${name}:meta.title`, description: `${name}:meta.description` },
    blocks: Object.entries(startsNewPage).map(([type, start]) => ({ type, ...start(name) })),
  };
}

/** The locale file a page's own texts go to: its meta title's, else its file name. */
export function pageNamespace(file: string, page: Record<string, unknown>): string {
  const title = (page.meta as { title?: unknown } | undefined)?.title;
  const ns = typeof title === 'string' ? splitKey(title)?.ns : undefined;
  if (ns) return ns;
  const base = file
    .replace(/^pages\//, '')
    .replace(/\.json$/, '')
    .replace(/\/index$/, '');
  return base === 'index' ? 'home' : base.replace(/[^a-z0-9-]+/g, '-').replace(/^-|-$/g, '');
}
