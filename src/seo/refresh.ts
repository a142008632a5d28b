/**
 * A block that shows one article or story tells the page its item is there, so the head (title,
 * description, canonical, cards, structured data) can describe it after a client-side navigation.
 */
export const HEAD_REFRESH = 'atlas:head-refresh';

export function refreshHead() {
  window.dispatchEvent(new Event(HEAD_REFRESH));
}
