import type { CollectionView, Localized } from '../../content/collections';
import type { ClientEntry } from '../../generated/schema-types';

/** One client in the page's language, as the build serves the collection. */
export type Client = Localized<ClientEntry>;

const isString = (v: unknown): v is string => typeof v === 'string';

/** A client the logo wall may show: readable, and with the client's permission. */
export function isShownClient(v: unknown): v is Client {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const c = v as Record<string, unknown>;
  return (
    c.permission === true &&
    isString(c.id) &&
    isString(c.name) &&
    isString(c.logo) &&
    c.logo.startsWith('/') &&
    !c.logo.startsWith('//') &&
    (c.link === undefined || (isString(c.link) && c.link.startsWith('https://')))
  );
}

/** The served list: an object with an item list (each item is checked where it is shown). */
export const isClientsView = (v: unknown): v is CollectionView<unknown> =>
  typeof v === 'object' && v !== null && Array.isArray((v as { items?: unknown }).items);
