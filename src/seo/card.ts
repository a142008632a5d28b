/**
 * Where a page's social card lives. The build renders one per page and language
 * (scripts/lib/socialCard.ts); the browser only needs to name it, so the head after a
 * client-side navigation points at the same file the prerendered head does.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump when the card's design changes, so link previews fetch the new look. */
const DESIGN = '1';

/** "/" → "/og/index.jpg", "/fr" → "/og/fr.jpg", "/fr/about" → "/og/fr/about.jpg". */
export function cardFile(url: string): string {
  const trimmed = url.replace(/^\/+|\/+$/g, '');
  return `/og/${trimmed || 'index'}.jpg`;
}

/**
 * FNV-1a over the card's words: link previews are cached by address for weeks, so a retitled
 * page gets a new address (`?v=`) and its new card is fetched.
 */
export function cardVersion(...words: string[]): string {
  let h = 0x811c9dc5;
  for (const ch of words.join('\u0000')) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

export function cardImage(url: string, title: string, siteName: string) {
  return {
    path: `${cardFile(url)}?v=${cardVersion(DESIGN, title, siteName)}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: title === siteName ? siteName : `${title} | ${siteName}`,
  };
}
