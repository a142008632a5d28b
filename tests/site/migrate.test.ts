import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION, migrate, migrations } from '../../src/engine/migrate';
import { parseFigure } from '../../src/engine/migrateFigures';
import { formatFigure } from '../../src/i18n/figure';
import { root } from '../../scripts/lib/paths';

describe('page format migrations', () => {
  it('lifts a page without schemaVersion (version 0) to the current version', () => {
    const before = {
      meta: { title: 'home:meta.title', description: 'home:meta.description' },
      blocks: [],
    };
    expect(migrate(before)).toEqual({ ...before, schemaVersion: CURRENT_VERSION });
  });

  it('leaves current pages untouched', () => {
    const page = { schemaVersion: CURRENT_VERSION, redirect: '/app/business/overview' };
    expect(migrate(page)).toEqual(page);
  });

  it('refuses pages from a newer format', () => {
    expect(() => migrate({ schemaVersion: CURRENT_VERSION + 1 })).toThrow(/newer than this build/);
  });
});

describe('format 2 → 3: a job’s years of experience become numbers', () => {
  const read = (name: string) =>
    JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/migrate', name), 'utf8')) as Record<
      string,
      unknown
    >;

  it('reads "3-5", "0–2" and "4" into { from, to }, leaves other text and other blocks alone', () => {
    expect(migrate(read('v2-ranges.json'))).toEqual(read('v3-ranges.json'));
  });
});

describe('format 1 → 2: figures become values', () => {
  const read = (name: string) =>
    JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/migrate', name), 'utf8')) as Record<
      string,
      unknown
    >;

  it('turns every kind of format-1 figure string into its value, and nothing else', () => {
    expect(migrations[1]!(read('v1-figures.json'))).toEqual(read('v2-figures.json'));
    // And on to the current format, which leaves these alone.
    expect(migrate(read('v1-figures.json'))).toEqual({
      ...read('v2-figures.json'),
      schemaVersion: CURRENT_VERSION,
    });
  });

  it('reads back what English showed, for any figure the parser accepts', () => {
    // Format 1 strings were English: formatting the parsed value in English gives the text back
    // (up to the × sign, which format 2 writes for every multiplier).
    const sample = fc.oneof(
      fc.nat({ max: 9_999_999 }).map((n) => n.toLocaleString('en')),
      fc.nat({ max: 999 }).map((n) => `${n}+`),
      fc.integer({ min: 0, max: 1000 }).map((n) => `${n / 10}%`),
      fc.nat({ max: 99_999 }).map((n) => `$${n.toLocaleString('en')}`),
      fc.nat({ max: 50 }).map((n) => `${n}/7`),
    );
    fc.assert(
      fc.property(sample, (text) => {
        expect(formatFigure(parseFigure(text), 'en')).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a sign or a run of separators without digits as text (found by the property below)', () => {
    for (const text of ['$.', '€,', '1.2.3', '$1.2.3-5', '1,2.3.4 MAD', ':0 x', 'a 5 %'])
      expect(parseFigure(text)).toEqual({ text });
  });

  it('keeps any text it cannot read as a value, as text, never losing it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const figure = parseFigure(text);
        if ('text' in figure) expect(figure.text).toBe(text.trim());
        else expect(Number.isFinite(figure.value)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
