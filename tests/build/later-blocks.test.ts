// @vitest-environment happy-dom
/**
 * scripts/lib/laterBlocks.ts: which parts of a prerendered page the first layout may skip. The
 * mark is added and nothing else changes; it goes on every block after the first and, when it has
 * several, on each of its child elements; never on the first block, never on an element that
 * draws something fixed to the screen, whatever the markup inside the blocks. An HTML parser is
 * the judge of what a child is.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawsFixed, markLaterBlocks } from '../../scripts/lib/laterBlocks';
import { expectedLater } from '../later-marks';

const MARK = ' data-later=""';
/** A marked element as "type" for a block, "type>tag" for a part. */
const name = (el: Element) =>
  el.hasAttribute('data-block')
    ? `${el.getAttribute('data-block')}`
    : `${el.parentElement?.getAttribute('data-block')}>${el.tagName.toLowerCase()}`;

/** What the marks should be, read by the browser's parser. */
function expected(app: string): string[] {
  return expectedLater(new DOMParser().parseFromString(`<body>${app}</body>`, 'text/html')).map(
    name,
  );
}

function marked(out: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${out}</body>`, 'text/html');
  return [...doc.querySelectorAll('[data-later]')].map(name);
}

describe('markLaterBlocks', () => {
  const app =
    '<header class="sticky"><dialog class="drawer fixed"></dialog></header><main>' +
    '<div data-block="hero" id="hero" class="scroll-mt-24"><section><h1>Hi</h1></section></div>' +
    '<div data-block="faq" class="scroll-mt-24"><!--$--><section class="p-4"><p>&lt;div a</p><img src="a.png"></section><!--/$--></div>' +
    '<div data-block="policy" class="scroll-mt-24"><div class="fixed top-0"></div><article><svg><path d="M0"/></svg></article><a class="md:fixed">top</a></div>' +
    '<div data-block="caseStudies" class="scroll-mt-24"><section id="a"></section><section id="b"><script type="application/json">"</section>"</script></section></div>' +
    '<div data-block="stats" class="scroll-mt-24"></div></main><footer class="fixed"></footer>';

  it('marks the blocks after the first, and their parts when several, never what draws something fixed', () => {
    const out = markLaterBlocks(app);
    expect(marked(out)).toEqual([
      'faq',
      'policy>article',
      'caseStudies',
      'caseStudies>section',
      'caseStudies>section',
      'stats',
    ]);
    expect(marked(out)).toEqual(expected(app));
    expect(out.replaceAll(MARK, '')).toBe(app);
  });

  it('reads position: fixed in a class list or a style, and nothing that only looks like it', () => {
    expect(drawsFixed('<div class="a fixed b">')).toBe(true);
    expect(drawsFixed('<div class="lg:fixed">')).toBe(true);
    expect(drawsFixed('<div style="position:fixed;top:0">')).toBe(true);
    expect(drawsFixed('<div class="prefixed fixed-size">fixed</div>')).toBe(false);
    expect(drawsFixed('<div data-x="class=&quot;fixed&quot;">')).toBe(false);
  });

  // Blocks of nested markup as React writes it: any text (escaped), void elements, classes from a pool.
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
      fc.constantFrom('<img src="x.png" alt="">', '<br>', '<!--$-->', '<input value="&lt;div">'),
      fc
        .tuple(
          // Containers React lets hold anything (a <p> may not hold a block: the parser would close it).
          fc.constantFrom('div', 'section', 'article'),
          classes,
          fc.array(tie('node'), { maxLength: 3 }),
        )
        .map(([tag, c, kids]) => `<${tag} class="${c.join(' ')}">${kids.join('')}</${tag}>`),
    ),
  })).node;
  const block = fc
    .tuple(fc.constantFrom('hero', 'faq', 'policy'), fc.array(inner, { maxLength: 4 }))
    .map(([type, body]) => `<div data-block="${type}" class="scroll-mt-24">${body.join('')}</div>`);

  it('adds only the mark, and exactly where a parser finds the parts (property)', () => {
    fc.assert(
      fc.property(fc.array(block, { maxLength: 6 }), text, (blocks, around) => {
        const app = `<main>${around}${blocks.join(around)}</main>`;
        const out = markLaterBlocks(app);
        expect(out.replaceAll(MARK, '')).toBe(app);
        expect(marked(out)).toEqual(expected(app));
      }),
    );
  });
});
