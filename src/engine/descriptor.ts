import type { ComponentType } from 'react';
import type { Thing } from 'schema-dts';
import type { Block, BlockType } from '../generated/schema-types';

/**
 * What a block folder says about its block besides drawing it: src/blocks/<Name>/block.ts
 * exports any of these by name (`load` always), and `npm run gen:types` collects them: the
 * loaders into src/generated/registry.ts, the other parts into src/generated/blocks.ts, one
 * map per part, each checked against these types. The browser's entry imports the registry
 * only, which restates each `load` without importing the descriptor, so a block's head and
 * content parts reach the prerender and the pageHead code but never a page's first download.
 */

export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type BlockComponent<T extends BlockType> = ComponentType<{ block: BlockOf<T> }>;

/** The block's component, loaded when a page first shows the block. Every block has one. */
export type Load<T extends BlockType> = () => Promise<{ default: BlockComponent<T> }>;

/** The content files (paths under content/, without language or .json) the block shows. */
export type Needs<T extends BlockType> = (block: BlockOf<T>, pathname: string) => string[];

/** What the head of a page about one article or one story says instead of the page's meta. */
export interface ItemMeta {
  title: string;
  description: string;
  /** The item's own date (YYYY-MM-DD), for the sitemap's lastmod; without it, its page file's. */
  date?: string;
  /**
   * The page is an article: an author's (a person's) with a date and a picture, or the agency's
   * own (a case study: no author, and a date or picture only when the entry has one).
   */
  article?: { published?: string; author?: string; image?: string };
  /** The languages the item is written in, when not all: the only alternates the page has. */
  languages?: readonly string[];
}

/**
 * The item a page about one item shows (from the address), as head metadata, or null when the
 * page is not about one item. `read` gives a content file as the page embeds it.
 */
export type ItemMetaOf<T extends BlockType> = (
  block: BlockOf<T>,
  pathname: string,
  read: (path: string) => unknown,
) => ItemMeta | null;

/** A page showing this block is kept out of search engines and the sitemap. */
export type Noindex = true;

/** One schema.org node of the page's structured data. */
export type StructuredNode = Exclude<Thing, string> & { '@id'?: string };

/** What a block's structured data may use of the page it is on. */
export interface StructuredContext {
  lang: string;
  /** A path of this site in the page's language. */
  localize: (enPath: string) => string;
  /** Words by key; a missing key gives "". */
  t: (key: string) => string;
  /** The organisation node's id, for "publisher", "hiringOrganization" and the like. */
  orgId: string;
  address?: {
    '@type': 'PostalAddress';
    streetAddress: string;
    addressLocality: string;
    postalCode?: string;
    addressCountry: string;
  };
}

/**
 * The block's structured data, given every block of its kind on the page at once (a page has
 * one FAQPage however many question lists it shows).
 */
export type StructuredData<T extends BlockType> = (
  blocks: readonly BlockOf<T>[],
  page: StructuredContext,
) => StructuredNode[];

/**
 * Other modules the block's first paint needs, as the build's manifest names them
 * ("src/blocks/Hero/visuals/Grid.tsx"): the prerendered page asks for them up front.
 */
export type Preloads<T extends BlockType> = (block: BlockOf<T>) => string[];

/**
 * The editor's hint: a new page starts with this block, its words in the page's own file
 * (`ns`). Every text key gets a key of the new page, which the editor fills in every language.
 */
export type StartsNewPage<T extends BlockType> = (ns: string) => Omit<BlockOf<T>, 'type'>;
