import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTestimonialsView } from '../../src/blocks/TestimonialList/testimonials';
import { isTeamView, toShownMember } from '../../src/blocks/TeamGrid/members';
import {
  collectionView,
  localizeEntry,
  selectEntries,
  type Selection,
} from '../../src/content/collections';
import { createValidator } from '../../scripts/lib/ajv';
import { runLint } from '../../scripts/lint/lint';
import { formatProblem } from '../../scripts/lint/problem';
import { collectionOfUrl, entryFiles, readCollection } from '../../scripts/lib/collections';
import { root as repo } from '../../scripts/lib/paths';
import { moveTestimonials } from '../../scripts/maintain/collectionsMigration';

const LANGS = ['en', 'ar', 'fr', 'es', 'de', 'it'];
const entries = () =>
  entryFiles(repo, 'testimonials').map(
    (f) => JSON.parse(fs.readFileSync(f, 'utf8')) as Record<string, unknown>,
  );

describe('a collection in one language', () => {
  it('takes each field in the page language, keeps shared fields, and falls back to English', () => {
    const entry = {
      $schema: 'x',
      id: 'a',
      rating: 5,
      projectValue: { value: 3, kind: 'multiplier' },
      quote: { en: 'E', fr: 'F' },
      results: { en: ['e1', 'e2'], fr: ['f1'] },
    };
    expect(localizeEntry(entry, 'fr')).toEqual({
      id: 'a',
      rating: 5,
      projectValue: { value: 3, kind: 'multiplier' },
      quote: 'F',
      results: ['f1'],
    });
    expect(localizeEntry(entry, 'de').quote).toBe('E');
  });

  it('serves every committed testimonial in every language, each one a valid card', () => {
    const ids = entries()
      .map((e) => e.id)
      .sort();
    for (const lang of LANGS) {
      const view = readCollection(repo, 'testimonials', lang);
      expect(isTestimonialsView(view)).toBe(true);
      expect(view.items.map((t) => t.id).sort()).toEqual(ids);
      // No field is left holding all six languages.
      for (const item of view.items)
        for (const value of Object.values(item))
          expect(typeof value === 'object' && value && 'en' in value).toBe(false);
    }
  });

  it('serves every committed team member in every language, each one a valid card', () => {
    const ids = entryFiles(repo, 'team').map((f) => path.basename(f, '.json'));
    expect(ids.length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      const view = readCollection(repo, 'team', lang);
      expect(isTeamView(view)).toBe(true);
      expect(view.items.map((m) => m.id)).toEqual(ids);
      for (const m of view.items) expect(toShownMember(m, '')).toEqual(m);
    }
    // A file that is no list shows no cards rather than breaking the page; one bad item costs
    // its own card only (tests/site/team-grid-partial.test.tsx).
    expect(isTeamView({ items: { id: 'x' } })).toBe(false);
    expect(toShownMember({ id: 'x', role: { en: 'r' } }, '')).toBeNull();
  });

  it('is addressed like a content file, per language', () => {
    expect(collectionOfUrl('/content/testimonials.json', LANGS, 'en')).toEqual({
      name: 'testimonials',
      lang: 'en',
    });
    expect(collectionOfUrl('/content/testimonials.ar.json', LANGS, 'en')?.lang).toBe('ar');
    expect(collectionOfUrl('/content/testimonials.xx.json', LANGS, 'en')).toBeNull();
    expect(collectionOfUrl('/content/blog/articles/a.json', LANGS, 'en')).toBeNull();
  });
});

describe('selection: all, newest first, chosen ids', () => {
  const items = [
    { id: 'b', date: '2024-01-01' },
    { id: 'c', date: '2025-06-01' },
    { id: 'a', date: '2024-01-01' },
  ];
  it('"all" (and no selection) is every entry by id, whatever the folder order', () => {
    expect(selectEntries(items, 'all').map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(selectEntries(items, undefined).map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });
  it('"newest" is every entry, latest date first, a tie by id', () => {
    expect(selectEntries(items, 'newest').map((e) => e.id)).toEqual(['c', 'a', 'b']);
  });
  it('ids come in the order written; an id with no entry is skipped', () => {
    expect(selectEntries(items, ['c', 'missing', 'a']).map((e) => e.id)).toEqual(['c', 'a']);
  });
  it('any selection over any entries is a subset, never a crash', () => {
    const entry = fc.record({
      id: fc.string({ maxLength: 6 }),
      date: fc.string({ maxLength: 10 }),
    });
    const selection: fc.Arbitrary<Selection> = fc.oneof(
      fc.constantFrom<Selection>('all', 'newest'),
      fc.array(fc.string({ maxLength: 6 }), { maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), selection, (list, select) => {
        const out = selectEntries(list, select);
        expect(out.every((e) => list.includes(e))).toBe(true);
        if (!Array.isArray(select)) expect(out).toHaveLength(list.length);
      }),
      { numRuns: 200, seed: 1127 },
    );
  });
});

describe('migration: one file per language → one file per testimonial', () => {
  it('gathers each entry from every language file by id, the page words apart', () => {
    const file = (lang: string, order: string[]) => ({
      $schema: 'x',
      categories: [`cat-${lang}`],
      testimonials: order.map((id) => ({
        id,
        date: '2024-01-01',
        rating: 4,
        quote: `${id}-${lang}`,
        results: [`r-${lang}`],
      })),
    });
    const { entries: moved, pages } = moveTestimonials(
      new Map([
        ['en', file('en', ['one', 'two'])],
        ['fr', file('fr', ['two', 'one'])],
      ]),
      ['en', 'fr'],
      'en',
    );
    expect(moved.get('one')).toEqual({
      id: 'one',
      date: '2024-01-01',
      rating: 4,
      quote: { en: 'one-en', fr: 'one-fr' },
      results: { en: ['r-en'], fr: ['r-fr'] },
    });
    expect(pages.get('fr')).toEqual({ categories: ['cat-fr'] });
  });
});

describe('hostile testimonial files', () => {
  let root = '';
  const FILE = 'content/testimonials/hostile.json';
  const validator = createValidator();
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'collections-'));
    fs.cpSync(path.resolve(import.meta.dirname, '../fixtures/lint/valid'), root, {
      recursive: true,
    });
    fs.mkdirSync(path.join(root, 'content/testimonials'), { recursive: true });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  // A real testimonial, without its portrait (the fixture site's public/ has none).
  const real: Record<string, unknown> = { ...entries()[0], clientAvatar: '' };
  const text = fc.oneof(
    fc.string({ maxLength: 40, unit: 'binary' }),
    fc.constantFrom('</script><script>alert(1)</script>', '\u202Eevil', '$&$1', '__proto__'),
    fc.integer({ min: 5_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  );
  const value = fc.oneof(
    text,
    fc.integer(),
    fc.constant(null),
    fc.array(text, { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...LANGS, 'xx'), text, { maxKeys: 7 }),
  );
  const hostile = fc.oneof(
    // A real entry with fields broken, removed or replaced.
    fc
      .record({
        drop: fc.subarray(Object.keys(real)),
        set: fc.dictionary(fc.constantFrom(...Object.keys(real)), value, { maxKeys: 4 }),
      })
      .map(({ drop, set }) => {
        const e: Record<string, unknown> = { ...real, ...set };
        for (const k of drop) delete e[k];
        return JSON.stringify(e, null, 2);
      }),
    // Half-arrived files and other kinds of JSON.
    fc.nat({ max: 4000 }).map((n) => JSON.stringify(real, null, 2).slice(0, n)),
    fc.constantFrom('[]', 'null', '"text"', '{"id": {"en": 1}}', '{}', ''),
  );

  it('get a located message and never crash the lint or the build', () => {
    fc.assert(
      fc.property(hostile, (source) => {
        fs.writeFileSync(path.join(root, FILE), source);
        const lines = runLint({ root, validator }).problems.map((p) => formatProblem(p));
        for (const line of lines) expect(line).toMatch(/^\S+?:[1-9]\d*:[1-9]\d* {2}\S/);
        if (source !== JSON.stringify(real, null, 2))
          expect(lines.some((l) => l.startsWith(`${FILE}:`))).toBe(true);
        // The build serves whatever parses; the browser's check decides what a card may show.
        for (const lang of ['en', 'ar']) {
          const view = readCollection(root, 'testimonials', lang);
          expect(typeof isTestimonialsView(view)).toBe('boolean');
          expect(() => collectionView(view.items, lang)).not.toThrow();
        }
      }),
      { numRuns: 40, seed: 20261127 },
    );
  }, 60_000);
});
