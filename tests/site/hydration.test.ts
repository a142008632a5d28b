// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type * as HydrationModule from '../../src/engine/hydration';

type Hydration = typeof HydrationModule;

async function fresh(): Promise<Hydration> {
  vi.resetModules();
  delete document.documentElement.dataset.hydrated;
  return import('../../src/engine/hydration');
}

const marked = () => document.documentElement.dataset.hydrated === 'true';

/*
 * React hydrates the shell, the page's frame and each block in passes of their own, in an order
 * it chooses. The page counts as interactive only when every one of them has reported.
 */
describe('when the page counts as hydrated', () => {
  beforeEach(() => vi.resetModules());

  it('not before the shell, the page and every block have reported, in any order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 0, max: 8 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.shuffledSubarray(
                ['shell', 'page', ...Array.from({ length: n }, (_, i) => i)] as const,
                { minLength: n + 2 },
              ),
            ),
          ),
        async ([n, order]) => {
          const h = await fresh();
          order.forEach((part, k) => {
            expect(marked()).toBe(false);
            expect(h.sinceHydrated()).toBe(0);
            if (part === 'shell') h.shellHydrated();
            else if (part === 'page') h.pageHydrated(n);
            else h.blockHydrated(part);
            // Marked exactly when the last part arrives.
            expect(marked()).toBe(k === order.length - 1);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a block reporting twice (a re-render) does not stand in for another block', async () => {
    const h = await fresh();
    h.shellHydrated();
    h.pageHydrated(2);
    h.blockHydrated(0);
    h.blockHydrated(0);
    expect(marked()).toBe(false);
    h.blockHydrated(1);
    expect(marked()).toBe(true);
  });

  it('an error screen instead of a page has no block to wait for', async () => {
    const h = await fresh();
    h.pageHydrated(0);
    expect(marked()).toBe(false);
    h.shellHydrated();
    expect(marked()).toBe(true);
    expect(h.sinceHydrated()).toBeGreaterThanOrEqual(0);
  });

  it('a later page (a client-side move) does not change what the first one counted', async () => {
    const h = await fresh();
    h.shellHydrated();
    h.pageHydrated(1);
    h.pageHydrated(0);
    expect(marked()).toBe(false);
    h.blockHydrated(0);
    expect(marked()).toBe(true);
  });
});

describe('a page the visitor typed into before it hydrated', () => {
  it('counts as hydrated only once that input has been handed to its blocks', async () => {
    const h = await fresh();
    const field = document.createElement('input');
    document.body.append(field);
    let announced = 0;
    field.addEventListener('input', () => announced++);
    // As public/start.js notes it.
    window.earlyInput = new Map([[field, 'typed']]);
    try {
      h.shellHydrated();
      h.pageHydrated(0);
      // public/start.js holds forms sent until the mark: not before the take-over has run.
      expect(marked()).toBe(false);
      await vi.waitFor(() => expect(marked()).toBe(true));
      expect(field.value).toBe('typed');
      expect(announced).toBe(1);
      expect(window.earlyInput).toBeUndefined();
    } finally {
      delete window.earlyInput;
      field.remove();
    }
  });
});
