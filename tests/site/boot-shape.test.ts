import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBoot } from '../../src/app/boot';
import { resolve } from '../../src/entryServer';

/*
 * The browser hydrates from /assets/boot/<hash>.json. A broken host, a stale cache or a proxy can
 * answer that address with anything; whatever is not boot data must count as missing (the page
 * stays as prerendered) rather than be hydrated into a broken page or a redirect elsewhere.
 */

const json = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;

/** Boot data as the build writes it, for a few real pages (words of one namespace suffice). */
async function realBoot(url: string) {
  const resolution = await resolve(url, async () => undefined);
  if (resolution.kind !== 'page') throw new Error(`${url} is not a page`);
  return {
    pathname: url,
    resolution,
    words: { common: json(`locales/${resolution.lang}/common.json`) },
    content: {},
  };
}

const urls = ['/', '/about', '/ar/contact', '/fr/careers', '/testimonials'];

/** Every path to a value inside a JSON tree, to break it at one place. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [at];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [at, ...keys.flatMap((k) => paths((value as Record<string, unknown>)[k], [...at, k]))];
}

function replaced(value: unknown, at: (string | number)[], by: unknown): unknown {
  if (at.length === 0) return by;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = at as [string | number, ...(string | number)[]];
  copy[head] = replaced(copy[head], rest, by);
  return copy;
}

describe('boot data shape (property)', () => {
  it("the build's boot data of real pages passes", async () => {
    for (const url of urls) expect(isBoot(await realBoot(url)), url).toBe(true);
  });

  it('any JSON value is answered with true or false, never an exception', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(typeof isBoot(value)).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });

  it('a real boot broken at one of the places hydration relies on is refused', async () => {
    const boots = await Promise.all(urls.map(realBoot));
    // The shape hydration reads before any block renders (a block's own fields are its
    // boundary's business).
    const relied = (p: (string | number)[]) => {
      const s = p.join('.');
      return (
        /^(pathname|resolution(\.(kind|lang|path|file|params|namespaces|page|page\.blocks))?)$/.test(
          s,
        ) ||
        /^resolution\.namespaces\.\d+$/.test(s) ||
        /^resolution\.page\.blocks\.\d+(\.type)?$/.test(s)
      );
    };
    const notOfItsKind = fc.oneof(
      fc.constant(null),
      fc.integer(),
      fc.boolean(),
      fc.array(fc.integer(), { maxLength: 2 }),
      fc.constant(undefined),
    );
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...boots)
          .chain((boot) =>
            fc.tuple(
              fc.constant(boot),
              fc.constantFrom(...paths(boot).filter(relied)),
              notOfItsKind,
            ),
          ),
        async ([boot, at, by]) => {
          // A string where a string is due could still be valid: only other kinds are drawn.
          const broken = replaced(boot, at, by);
          const original = at.reduce<unknown>(
            (v, k) => (v as Record<string | number, unknown>)[k],
            boot,
          );
          // An array where an object was is refused too; an object where an array was as well.
          if (Array.isArray(original) && Array.isArray(by)) return;
          expect(isBoot(broken), at.join('.')).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never a path to another origin, and only the languages of the site', async () => {
    const boot = await realBoot('/about');
    const elsewhere = fc.constantFrom(
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'about',
      '',
    );
    fc.assert(
      fc.property(elsewhere, (to) => {
        expect(isBoot({ ...boot, pathname: to })).toBe(false);
        expect(isBoot({ ...boot, resolution: { kind: 'redirect', lang: 'en', to } })).toBe(false);
      }),
    );
    expect(isBoot({ ...boot, resolution: { kind: 'redirect', lang: 'en', to: '/fr' } })).toBe(true);
    for (const lang of ['xx', 'EN', '', '__proto__'])
      expect(isBoot({ ...boot, resolution: { ...boot.resolution, lang } }), lang).toBe(false);
    expect(isBoot({ ...boot, resolution: { kind: 'error', lang: 'en', reason: 'other' } })).toBe(
      false,
    );
    expect(isBoot({ ...boot, words: { common: 'text' } })).toBe(false);
    expect(isBoot({ ...boot, content: [] })).toBe(false);
  });
});
