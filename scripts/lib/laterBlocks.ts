/**
 * Marks the parts of a prerendered page that the browser may lay out after the first paint
 * (docs/architecture.md#later-blocks-are-laid-out-after-the-first-paint): every block after the
 * first, and each of its parts (its wrapper's children) when it has several (the case studies
 * are six sections), get `data-later`, which src/styles.css turns into `content-visibility:
 * auto`, and which public/start.js takes off again, one element per task, once the page has
 * painted. The app never renders the mark: it is gone before the app starts.
 *
 * An element that draws something fixed to the screen (a reading-progress line) is left
 * unmarked, its other parts marked: the containment that content-visibility brings would pin
 * the fixed thing inside the marked box.
 */

/** A block's wrapper as src/engine/PageRenderer.tsx renders it. */
const BLOCK_START = '<div data-block="';

/** Elements without an end tag. */
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/**
 * Comments, raw text (a script's or style's, skipped whole) and tags. React escapes `<` and `>`
 * in text and attribute values, so in its markup every other `<` starts one of these.
 */
const TOKEN = /<!--[^]*?-->|<(script|style)\b[^>]*>[^]*?<\/\1>|<(\/?)([a-zA-Z][\w:-]*)[^>]*>/g;

interface Element {
  start: number;
  end: number;
}

/** The element whose start tag begins at `start`: its end and its child elements. */
function element(html: string, start: number): Element & { children: Element[] } {
  TOKEN.lastIndex = start;
  const children: Element[] = [];
  let depth = 0;
  let childStart = start;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    const end = m.index + m[0].length;
    const [, raw, close, name = ''] = m;
    if (m[0].startsWith('<!--')) continue;
    // A start tag closed by `/>` (SVG's, which React never writes) has no content either.
    if (raw || VOID.has(name.toLowerCase()) || m[0].endsWith('/>')) {
      if (depth === 1) children.push({ start: m.index, end });
      continue;
    }
    if (!close) {
      if (depth === 1) childStart = m.index;
      depth++;
      continue;
    }
    depth--;
    if (depth === 1) children.push({ start: childStart, end });
    if (depth === 0) return { start, end, children };
  }
  return { start, end: html.length, children };
}

/** A class list with `fixed`, alone or under a variant (`lg:fixed`), or an inline fixed position. */
export function drawsFixed(markup: string): boolean {
  for (const [, classes = ''] of markup.matchAll(/\sclass="([^"]*)"/g))
    if (classes.split(/\s+/).some((c) => c === 'fixed' || c.endsWith(':fixed'))) return true;
  return /\sstyle="[^"]*position:\s*fixed/.test(markup);
}

/** A part that can take the mark: an element with content, drawing nothing fixed. */
function markable(markup: string): string | null {
  const tag = /^<([a-zA-Z][\w:-]*)/.exec(markup)?.[1];
  if (!tag || VOID.has(tag.toLowerCase()) || /^(script|style)$/i.test(tag)) return null;
  return drawsFixed(markup) ? null : tag;
}

/** Where the mark goes in the app's HTML: after the tag name of each element to mark. */
export function laterParts(app: string): number[] {
  const at: number[] = [];
  let blockEnd = 0;
  let seen = 0;
  for (let i = app.indexOf(BLOCK_START); i >= 0; i = app.indexOf(BLOCK_START, i + 1)) {
    // Blocks are siblings: one inside another's markup (none is) belongs to its parent.
    if (i < blockEnd) continue;
    const block = element(app, i);
    blockEnd = block.end;
    if (seen++ === 0) continue;
    const wrapper = markable(app.slice(block.start, block.end));
    if (wrapper) at.push(block.start + 1 + wrapper.length);
    const parts = block.children.flatMap((part) => {
      const tag = markable(app.slice(part.start, part.end));
      return tag ? [part.start + 1 + tag.length] : [];
    });
    // One part is the block itself. The wrapper stays marked too: a skipped element's moves are
    // no layout shift, and an unmarked wrapper moved into view when a block above it took its
    // real height (measured: CLS 0.049 on /ar/case-studies with only the parts marked).
    if (parts.length > 1 || !wrapper) at.push(...parts);
  }
  return at;
}

/** The app's HTML with `data-later` on the parts of each block after the first (see above). */
export function markLaterBlocks(app: string): string {
  const out: string[] = [];
  let from = 0;
  for (const at of laterParts(app)) {
    out.push(app.slice(from, at), ' data-later=""');
    from = at;
  }
  out.push(app.slice(from));
  return out.join('');
}
