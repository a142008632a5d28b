/**
 * Content collections: testimonials, team members, case studies and clients are one file per
 * entry, each holding every language side by side (`{ "en": "…", "fr": "…" }`). The browser never
 * gets the entry files: the build and the dev server serve each collection as one list in one
 * language (`/content/testimonials.fr.json`), so a page downloads its own language only, and
 * blocks pick entries from that list with `select`.
 */

import type { LocalizedText, LocalizedTexts } from '../generated/schema-types';

/** An entry as one language reads it: each field written in every language becomes one value. */
export type Localized<E> = {
  [K in keyof E as K extends '$schema' ? never : K]: InOneLanguage<E[K]>;
};
/** Distributes over an optional field's `| undefined`; reaches into lists and objects. */
type InOneLanguage<V> = V extends LocalizedText
  ? string
  : V extends LocalizedTexts
    ? string[]
    : V extends readonly (infer I)[]
      ? InOneLanguage<I>[]
      : V extends object
        ? { [K in keyof V]: InOneLanguage<V[K]> }
        : V;

/** The folders under content/ that hold one file per entry. */
export const COLLECTIONS = ['testimonials', 'team', 'case-studies', 'clients'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

/**
 * Each collection's entry schema: what its entries name in "$schema", and what the editor offers
 * for a collection that has no entry yet (the clients ship empty: no invented logos).
 */
export const COLLECTION_SCHEMAS: Readonly<Record<CollectionName, string>> = {
  testimonials: 'schemas/content/testimonial.schema.json',
  team: 'schemas/content/teamMember.schema.json',
  'case-studies': 'schemas/content/caseStudy.schema.json',
  clients: 'schemas/content/client.schema.json',
};

export const isCollection = (path: string): path is CollectionName =>
  (COLLECTIONS as readonly string[]).includes(path);

/** Which entries a block shows: every one, every one newest first, or the ids it names. */
export type Selection = 'all' | 'newest' | string[];

/** What the build serves for a collection in one language. */
export interface CollectionView<T> {
  items: T[];
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A field written in every language is an object whose keys are language codes and that holds
 * the default language: a figure ({ "value": 3 }) or any other object is kept as it is.
 */
export function isLanguages(v: unknown, defaultLanguage = 'en'): v is Record<string, unknown> {
  return (
    isPlainObject(v) &&
    Object.hasOwn(v, defaultLanguage) &&
    Object.keys(v).every((k) => /^[a-z]{2}$/.test(k))
  );
}

/**
 * An entry as a visitor in `lang` reads it: each field written in every language becomes that
 * language's value (the default language's where one is missing, as a missing translation file
 * falls back to English), every other field stays.
 */
export function localizeEntry(
  entry: Record<string, unknown>,
  lang: string,
  defaultLanguage = 'en',
): Record<string, unknown> {
  // A field may hold its languages inside a list or an object (a case study's metric labels).
  const inLang = (value: unknown): unknown => {
    if (isLanguages(value, defaultLanguage))
      return Object.hasOwn(value, lang) ? value[lang] : value[defaultLanguage];
    if (Array.isArray(value)) return value.map(inLang);
    if (isPlainObject(value))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inLang(v)]));
    return value;
  };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    if (key === '$schema') continue;
    out[key] = inLang(value);
  }
  return out;
}

interface Dated {
  id?: unknown;
  date?: unknown;
}

const idOf = (e: Dated) => (typeof e.id === 'string' ? e.id : '');
const dateOf = (e: Dated) => (typeof e.date === 'string' ? e.date : '');

/** Every entry in one stable order, whatever order the folder lists them in: by id. */
export function inCollectionOrder<T extends Dated>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0));
}

/**
 * The entries a block's `select` names. "newest" orders by date, latest first (ties by id, so
 * the order never depends on the folder); chosen ids come in the order written, and an id the
 * collection does not hold is skipped here (the lint names it). A select that names no one (an
 * empty list, or a value of the wrong kind, as an editor leaves it mid-change) shows every entry,
 * as no select does, rather than an empty block.
 */
export function selectEntries<T extends Dated>(
  entries: readonly T[],
  select: Selection | undefined | unknown,
): T[] {
  // Fetched lists are checked as lists only: an item that is no object is no entry.
  const ordered = inCollectionOrder(entries.filter((e) => isPlainObject(e)));
  if (select === 'newest')
    return ordered.sort((a, b) =>
      dateOf(a) < dateOf(b) ? 1 : dateOf(a) > dateOf(b) ? -1 : 0,
    );
  const ids = Array.isArray(select) ? select.filter((id) => typeof id === 'string') : [];
  if (ids.length === 0) return ordered;
  const byId = new Map(ordered.map((e) => [idOf(e), e]));
  return ids.flatMap((id) => {
    const e = byId.get(id);
    return e ? [e] : [];
  });
}

/** A collection in one language, as the build serves it: every entry, in collection order. */
export function collectionView(
  entries: readonly Record<string, unknown>[],
  lang: string,
  defaultLanguage = 'en',
): CollectionView<Record<string, unknown>> {
  return {
    items: inCollectionOrder(entries.filter(isPlainObject)).map((e) =>
      localizeEntry(e, lang, defaultLanguage),
    ),
  };
}
