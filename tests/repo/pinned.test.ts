/**
 * An editor retexts a heading or moves a section: CI must stay green. So no test may copy a
 * visible text of locales/, content/ or pages/, or write out a page's block order; tests read
 * them from the files (tests/site.ts). This replaces a second browser run over an edited copy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPins } from '../pinned';

const root = path.resolve(import.meta.dirname, '../..');

describe('tests read what an editor owns from the files', () => {
  it('no test copies a visible text or a block order', () => {
    const pins = findPins(root).map((p) => `${p.file}:${p.line} ${p.kind} "${p.what}" (${p.from})`);
    expect(pins).toEqual([]);
  });

  it('finds a copied text, a copied Arabic text and a written-out order (the scan can fail)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pins-'));
    try {
      fs.mkdirSync(path.join(dir, 'locales/en'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'locales/ar'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'schemas/blocks'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'tests/e2e'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'tests/fixtures'), { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'locales/en/home.json'),
        JSON.stringify({ hero: { title: 'Growth you can measure', count: '{{n}} happy clients' } }),
      );
      fs.writeFileSync(
        path.join(dir, 'locales/ar/home.json'),
        JSON.stringify({ hero: { title: 'نموّ رقمي للشركات' } }),
      );
      for (const type of 'hero stats faq'.split(' '))
        fs.writeFileSync(path.join(dir, `schemas/blocks/${type}.schema.json`), '{}');
      fs.writeFileSync(
        path.join(dir, 'tests/e2e/home.spec.ts'),
        [
          "expect(h1).toHaveText('Growth you can measure');",
          "expect(text).toContain(' happy clients');",
          "expect(ar).toBe('نموّ رقمي للشركات');",
          `expect(order).toEqual([${["'hero'", "'stats#numbers'", "'faq'"].join(', ')}]);`,
          "const id = 'home:hero.title';",
        ].join('\n'),
      );
      // Fixtures are pages and locales of their own: they may hold any words.
      fs.writeFileSync(
        path.join(dir, 'tests/fixtures/home.json'),
        '{"title": "Growth you can measure"}',
      );
      expect(findPins(dir).map((p) => `${p.line} ${p.kind}: ${p.what}`)).toEqual([
        '1 text: Growth you can measure',
        '2 text: happy clients',
        '3 text: نموّ رقمي للشركات',
        '4 block order: hero, stats, faq',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
