// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reserveBottom } from '../../src/ui/bottomRoom';

const room = () => ({
  body: document.body.style.paddingBottom,
  scroll: document.documentElement.style.scrollPaddingBottom,
});

describe('the room kept under the page for bars fixed to the bottom', () => {
  it('is the tallest bar still shown, whatever order they come and go in', () => {
    // The cookie banner and the sticky bar once wrote the body's padding in turn, each putting
    // back what it had found: closing them in the other order left the banner's 294 px behind.
    const owners = [{}, {}, {}];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 400 })), {
          maxLength: 30,
        }),
        (steps) => {
          const live = new Map<object, number>();
          for (const [i, px] of steps) {
            reserveBottom(owners[i]!, px);
            if (px > 0) live.set(owners[i]!, px);
            else live.delete(owners[i]!);
            const want = Math.max(0, ...live.values());
            expect(room()).toEqual(
              want > 0 ? { body: `${want}px`, scroll: `${want}px` } : { body: '', scroll: '' },
            );
          }
          for (const o of owners) reserveBottom(o, 0);
          expect(room()).toEqual({ body: '', scroll: '' });
        },
      ),
      { numRuns: 200 },
    );
  });
});
