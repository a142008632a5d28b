/**
 * scripts/lib/later-blocks.ts: which blocks of a prerendered page the first layout may skip. The
 * mark is added and nothing else changes; the first block and any block that draws a part fixed
 * to the screen are never marked, whatever the markup inside the blocks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawsFixed, markLaterBlocks } from '../../scripts/lib/later-blocks';

const MARK = ' data-later=""';

describe('markLaterBlocks', () => {
  it('marks the blocks after the first, not one that draws something fixed', () => {
    const app =
      '<header class="sticky"><dialog class="drawer fixed"></dialog></header><main>' +
      '<div data-block="hero" id="hero" class="scroll-mt-24"><div><h1>Hi</h1></div></div>' +
      '<div data-block="faq" class="scroll-mt-24"><div class="p-4"><p>&lt;div a</p></div></div>' +
      '<div data-block="policy" class="scroll-mt-24"><div class="fixed top-0"></div></div>' +
      '<div data-block="ctaBand" class="scroll-mt-24"><a class="md:fixed">x</a></div>' +
      '<div data-block="stats" class="scroll-mt-24"></div></main><footer class="fixed"></footer>';
    const out = markLaterBlocks(app);
    expect(
      [...out.matchAll(/<div( data-later="")? data-block="(\w+)"/g)].map(
        (m) => `${m[2]}${m[1] ? ' later' : ''}`,
      ),
    ).toEqual(['hero', 'faq later', 'policy', 'ctaBand', 'stats later']);
    expect(out.replaceAll(MARK, '')).toBe(app);
  });

  it('reads position: fixed in a class list or a style, and nothing that only looks like it', () => {
    expect(drawsFixed('<div class="a fixed b">')).toBe(true);
    expect(drawsFixed('<div class="lg:fixed">')).toBe(true);
    expect(drawsFixed('<div style="position:fixed;top:0">')).toBe(true);
    expect(drawsFixed('<div class="prefixed fixed-size">fixed</div>')).toBe(false);
    expect(drawsFixed('<div data-x="class=&quot;fixed&quot;">')).toBe(false);
  });

  // Blocks of nested markup as React writes it: any text (escaped), classes from a pool.
  const classes = fc.subarray(['p-4', 'fixed', 'md:fixed', 'prefixed', 'fixed-size', 'sticky']);
  const text = fc
    .string({ maxLength: 20 })
    .map((s) =>
      s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
    );
  const inner: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text,
      fc
        .tuple(classes, fc.array(tie('node'), { maxLength: 3 }))
        .map(([c, kids]) => `<div class="${c.join(' ')}">${kids.join('')}</div>`),
    ),
  })).node;
  const block = fc
    .tuple(fc.constantFrom('hero', 'faq', 'policy'), inner)
    .map(([type, body]) => `<div data-block="${type}" class="scroll-mt-24">${body}</div>`);

  it('adds only the mark, and marks exactly the later blocks that draw nothing fixed (property)', () => {
    fc.assert(
      fc.property(fc.array(block, { maxLength: 8 }), text, (blocks, around) => {
        const app = `<main>${around}${blocks.join(around)}</main>`;
        const out = markLaterBlocks(app);
        expect(out.replaceAll(MARK, '')).toBe(app);
        const marked = out.split('<div data-later="" data-block=').length - 1;
        expect(marked).toBe(blocks.slice(1).filter((b) => !drawsFixed(b)).length);
        if (blocks.length) expect(out.indexOf(`<main>${around}${blocks[0]}`)).toBe(0);
      }),
    );
  });
});
