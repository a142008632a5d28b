import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FormattedModule from '../../src/i18n/formatted';

type Formatted = typeof FormattedModule;
let mod: Formatted;
beforeEach(async () => {
  vi.resetModules();
  mod = await import('../../src/i18n/formatted');
});

const key = fc.string({ maxLength: 40 });
const text = fc.string({ maxLength: 40 });

describe('numbers and dates handed from the prerender to hydration', () => {
  it('the prerender records exactly what it formatted, by key, hostile keys included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(key, fc.constantFrom('__proto__', 'constructor')), text), {
          maxLength: 20,
        }),
        (calls) => {
          const stop = mod.recordFormatted();
          for (const [k, t] of calls) expect(mod.formatted(k, () => t)).toBe(t);
          const record = stop();
          const expected = new Map(calls);
          expect(Object.keys(record).sort()).toEqual([...expected.keys()].sort());
          for (const [k, t] of expected)
            expect(Object.getOwnPropertyDescriptor(record, k)?.value).toBe(t);
          expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
          // Stopped: later formatting is not recorded anywhere.
          expect(mod.formatted('after', () => 'x')).toBe('x');
          expect(record).not.toHaveProperty('after');
        },
      ),
    );
  });

  it('hydration uses the seeded text for its exact key and formats anything else itself', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(key, fc.oneof(text, fc.anything())),
        key,
        text,
        async (seed, other, made) => {
          // A fresh page each time: nothing seeded by an earlier run.
          vi.resetModules();
          const page = (await import('../../src/i18n/formatted')) as Formatted;
          page.seedFormatted(seed);
          for (const [k, v] of Object.entries(seed)) {
            const make = vi.fn(() => made);
            const shown = page.formatted(k, make);
            // Only text is taken from the boot file; anything else is formatted here.
            if (typeof v === 'string') {
              expect(shown).toBe(v);
              expect(make).not.toHaveBeenCalled();
            } else expect(shown).toBe(made);
          }
          if (!Object.hasOwn(seed, other)) expect(page.formatted(other, () => made)).toBe(made);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a late stop of an earlier render never ends the current record', () => {
    const stop = mod.recordFormatted();
    stop();
    const second = mod.recordFormatted();
    mod.formatted('a', () => 'A');
    stop(); // the first render's stop, called late, must not end the second record
    mod.formatted('b', () => 'B');
    expect(second()).toEqual({ a: 'A', b: 'B' });
  });
});
