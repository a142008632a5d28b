/**
 * The rule of scripts/lib/laterBlocks.ts, read by an HTML parser instead of its tag scanner: the
 * elements of a parsed page that should carry `data-later`, in document order. The unit test
 * (random markup) and the dist/ test (every built page) both judge the marks by it.
 */
import { drawsFixed } from '../scripts/lib/laterBlocks';

/** Void elements hold nothing to lay out later; scripts and styles draw nothing. */
const NOT_PARTS = new Set(['SCRIPT', 'STYLE', 'IMG', 'BR', 'INPUT', 'HR', 'WBR']);

/** What the rule reads of an element: the browser's DOM and happy-dom's both have it. */
interface Markup {
  tagName: string;
  outerHTML: string;
  children: ArrayLike<Markup> & Iterable<Markup>;
}

export function expectedLater<E extends Markup>(doc: {
  querySelectorAll(selector: string): ArrayLike<E> & Iterable<E>;
}): E[] {
  return [...doc.querySelectorAll('[data-block]')].slice(1).flatMap((block) => {
    const wrapper = !drawsFixed(block.outerHTML);
    // A block's children are elements of the same DOM as the block.
    const parts = ([...block.children] as E[]).filter(
      (el) => !NOT_PARTS.has(el.tagName) && !drawsFixed(el.outerHTML),
    );
    return [...(wrapper ? [block] : []), ...(parts.length > 1 || !wrapper ? parts : [])];
  });
}
