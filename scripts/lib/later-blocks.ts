/**
 * Marks the blocks of a prerendered page that the browser may lay out after the first paint
 * (docs/architecture.md#later-blocks-are-laid-out-after-the-first-paint): every block after the
 * first gets `data-later`, which src/styles.css turns into `content-visibility: auto`, and which
 * public/start.js takes off again, one block per task, once the page has painted. The app never
 * renders the mark: it is gone before the app starts.
 *
 * A block whose markup draws a part fixed to the screen (a reading-progress line) is left
 * unmarked: the containment that content-visibility brings would pin that part inside the block.
 */

/** A block's wrapper as src/engine/PageRenderer.tsx renders it. */
const BLOCK_START = '<div data-block="';

/** The end of the element whose `<div` starts at `start`: React's markup has no `<div` in text. */
function elementEnd(html: string, start: number): number {
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0] === '</div>' ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return html.length;
}

/** A class list with `fixed`, alone or under a variant (`lg:fixed`), or an inline fixed position. */
export function drawsFixed(markup: string): boolean {
  for (const [, classes = ''] of markup.matchAll(/\sclass="([^"]*)"/g))
    if (classes.split(/\s+/).some((c) => c === 'fixed' || c.endsWith(':fixed'))) return true;
  return /\sstyle="[^"]*position:\s*fixed/.test(markup);
}

/** The app's HTML with `data-later` on each block after the first that draws nothing fixed. */
export function markLaterBlocks(app: string): string {
  const out: string[] = [];
  let from = 0;
  let blockEnd = 0;
  let seen = 0;
  for (let at = app.indexOf(BLOCK_START); at >= 0; at = app.indexOf(BLOCK_START, at + 1)) {
    // Blocks are siblings: one inside another's markup (none is) is judged with its parent.
    if (at < blockEnd) continue;
    blockEnd = elementEnd(app, at);
    if (seen++ > 0 && !drawsFixed(app.slice(at, blockEnd))) {
      out.push(app.slice(from, at), '<div data-later=""', app.slice(at + 4, blockEnd));
      from = blockEnd;
    }
  }
  out.push(app.slice(from));
  return out.join('');
}
