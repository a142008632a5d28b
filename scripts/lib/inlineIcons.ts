/**
 * The icons a prerendered page draws, inlined: each `<use href="/icons.svg#name">` of the app's
 * HTML points at a `<symbol id="icon-name">` of a hidden `<svg>` at the start of the body instead
 * of the sprite file. The file was a request finished before the first frame, which Lighthouse's
 * simulation counts before the largest contentful paint, a cold connection on the HTTP/1.1 bench
 * server. Only the symbols the page uses: the whole sprite is 25 KB. The app's
 * SpriteIcon writes the same address when it hydrates (it finds the symbol), and the file's for
 * icons a later page draws.
 */
import { inlineIconId } from '../../src/ui/SpriteIcon.tsx';

const USE = /<use href="\/icons\.svg#([\w-]+)"/g;
const SYMBOL = /<symbol id="([\w-]+)"([^>]*)>([^]*?)<\/symbol>/g;

/** The sprite's symbols by name, as `<symbol …>…</symbol>` under their inline id. */
export function spriteSymbols(sprite: string): Map<string, string> {
  const symbols = new Map<string, string>();
  for (const [, name = '', attrs, body] of sprite.matchAll(SYMBOL))
    symbols.set(name, `<symbol id="${inlineIconId(name)}"${attrs}>${body}</symbol>`);
  return symbols;
}

/** The app's HTML with its icons pointing at the page's own symbols, and the `<svg>` holding them. */
export function inlineIcons(
  app: string,
  symbols: ReadonlyMap<string, string>,
): { app: string; icons: string } {
  const used = new Set<string>();
  const html = app.replace(USE, (_m, name: string) => {
    // An icon the sprite lacks would draw nothing either way: the build says so instead.
    if (!symbols.has(name)) throw new Error(`the page draws icon "${name}", which icons.svg lacks`);
    used.add(name);
    return `<use href="#${inlineIconId(name)}"`;
  });
  if (!used.size) return { app, icons: '' };
  // Sorted: the same icons give the same bytes, whatever order the page draws them in.
  const inner = [...used]
    .sort()
    .map((n) => symbols.get(n))
    .join('');
  return { app: html, icons: `<svg hidden>${inner}</svg>` };
}
