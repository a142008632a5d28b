import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidator } from '../../scripts/lib/ajv';
import { runLint } from '../../scripts/lint/lint';
import { formatProblem, sortProblems } from '../../scripts/lint/problem';
import { cpuClock } from './cpu-time.ts';

// docs/architecture.md#property-based-tests: whatever bytes a careless editor or a broken tool
// leaves in a file, the lint answers with located, plain words, quickly, and never a stack trace or
// a hang.

const VALID = path.resolve(import.meta.dirname, '../fixtures/lint/valid');
const validator = createValidator();
let root = '';

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-malformed-'));
  fs.cpSync(VALID, root, { recursive: true });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Lints the valid fixture site with one file replaced by `bytes`, then puts the file back. */
function lintWith(rel: string, bytes: Uint8Array | string): string[] {
  const file = path.join(root, rel);
  const before = fs.existsSync(file) ? fs.readFileSync(file) : null;
  fs.writeFileSync(file, bytes);
  try {
    return sortProblems(runLint({ root, validator }).problems).map((p) =>
      formatProblem(p, { verbose: true }),
    );
  } finally {
    if (before) fs.writeFileSync(file, before);
    else fs.rmSync(file);
  }
}
const page = fs.readFileSync(path.join(VALID, 'pages/index.json'), 'utf8');

describe('malformed files get one located, plain message', () => {
  it('a byte-order mark is named once, not as 481 quoting problems', () => {
    expect(lintWith('pages/index.json', '\ufeff' + page)).toEqual([
      'pages/index.json:1:1  /  the file starts with an invisible byte-order mark (BOM): save it as "UTF-8" without BOM (in VS Code: "Save with Encoding" → UTF-8)',
    ]);
  });

  it('a byte that is not UTF-8 is named by its position', () => {
    const bytes = Buffer.concat([
      Buffer.from(page.slice(0, 40)),
      Buffer.from([0xff]),
      Buffer.from(page.slice(40)),
    ]);
    const line = page.slice(0, 40).split('\n').length;
    const column = 40 - page.slice(0, 40).lastIndexOf('\n');
    expect(lintWith('pages/index.json', bytes)).toEqual([
      `pages/index.json:${line}:${column}  /  the file is not UTF-8 at byte 40: save it with the UTF-8 encoding (in VS Code: "Save with Encoding" → UTF-8)`,
    ]);
  });

  it('10,000 levels of nesting are refused where they pass the limit, with no RangeError', () => {
    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    expect(lintWith('pages/index.json', deep)).toEqual([
      'pages/index.json:1:321  /  the file nests lists and objects more than 64 levels deep here: no page needs that many; check for brackets opened but never closed',
    ]);
  });

  it('a duplicate key is reported at both places, in pages and in locales', () => {
    const dup = page.replace('"type": "hero",', '"type": "x",\n      "type": "hero",');
    expect(lintWith('pages/index.json', dup)).toEqual([
      'pages/index.json:8:7  /  the key "type" appears twice in the same object (first at line 7): JSON keeps only the last one, so remove or rename one of them',
    ]);
    // The fixture's own hero, so its translations stay current and only the duplicate is said.
    const { hero } = JSON.parse(fs.readFileSync(path.join(VALID, 'locales/en/home.json'), 'utf8'));
    const words = `{ "$schema": "../../schemas/locale.schema.json",\n  "meta": { "title": "A", "title": "Welcome", "description": "The home page" },\n  "hero": ${JSON.stringify(hero)}\n}\n`;
    expect(lintWith('locales/en/home.json', words)).toEqual([
      'locales/en/home.json:2:27  /  the key "title" appears twice in the same object (first at line 2): JSON keeps only the last one, so remove or rename one of them',
    ]);
  });

  it('a 5 MB key is checked in well under 2 s and echoed in a few dozen characters', () => {
    const huge = 'k'.repeat(5_000_000);
    const elapsed = cpuClock();
    const out = lintWith(
      'pages/index.json',
      page.replace('"type": "hero",', `"type": "hero", "${huge}": 1,`),
    );
    expect(elapsed()).toBeLessThan(2000);
    expect(out.length).toBeGreaterThan(0);
    for (const line of out) expect(line.length).toBeLessThan(600);
  });

  it('a page that is only null, a number or a list is a located problem, not a TypeError', () => {
    for (const text of ['null', '42', '[]', '""', ''])
      for (const line of lintWith('pages/index.json', text))
        expect(line).toMatch(/^pages\/index\.json:\d+:\d+ /);
  });
});

// Corrupted copies of the site's real files, laid into the small fixture site in their places.
const REAL: [source: string, target: string][] = [
  ['pages/about.json', 'pages/index.json'],
  ['pages/contact.json', 'pages/index.json'],
  ['site.json', 'site.json'],
  ['locales/en/home.json', 'locales/en/home.json'],
  ['locales/fr/common.json', 'locales/fr/common.json'],
  ['pages/blog.json', 'pages/about.json'],
];

const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('truncate' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('swap' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.oneof(
      fc.constantFrom(
        ',',
        '}',
        ']',
        '{',
        '[',
        '"',
        ':',
        'null',
        '"type": "hero",',
        '\\',
        '\u0000',
        '\ufeff',
      ),
      fc.string({ unit: 'binary', maxLength: 20 }),
    ),
  }),
  fc.record({ kind: fc.constant('nest' as const), depth: fc.integer({ min: 60, max: 5000 }) }),
  fc.record({
    kind: fc.constant('huge' as const),
    at: fc.nat(),
    size: fc.integer({ min: 10_000, max: 2_000_000 }),
  }),
  fc.constant({ kind: 'bom' as const }),
  fc.record({
    kind: fc.constant('badByte' as const),
    at: fc.nat(),
    byte: fc.constantFrom(0x80, 0xc0, 0xe0, 0xed, 0xf5, 0xff),
  }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function corrupt(text: string, m: Mutation): Uint8Array {
  const pos = (n: number) => (text.length ? n % (text.length + 1) : 0);
  switch (m.kind) {
    case 'truncate':
      return Buffer.from(text.slice(0, Math.floor(text.length * m.at)));
    case 'swap': {
      const a = pos(m.a);
      const b = pos(m.b);
      const chars = [...text];
      [chars[a], chars[b]] = [chars[b] ?? '', chars[a] ?? ''];
      return Buffer.from(chars.join(''));
    }
    case 'insert':
      return Buffer.from(text.slice(0, pos(m.at)) + m.text + text.slice(pos(m.at)));
    case 'nest':
      return Buffer.from('['.repeat(m.depth) + text + ']'.repeat(m.depth));
    case 'huge': {
      const at = text.indexOf('"', pos(m.at));
      const i = at < 0 ? 0 : at + 1;
      return Buffer.from(text.slice(0, i) + 'x'.repeat(m.size) + text.slice(i));
    }
    case 'bom':
      return Buffer.from('\ufeff' + text);
    case 'badByte': {
      const bytes = Buffer.from(text);
      const at = bytes.length ? m.at % bytes.length : 0;
      return Buffer.concat([bytes.subarray(0, at), Buffer.from([m.byte]), bytes.subarray(at)]);
    }
    case 'duplicate': {
      const lines = text.split('\n');
      const i = lines.length ? m.at % lines.length : 0;
      lines.splice(i, 0, lines[i] ?? '');
      return Buffer.from(lines.join('\n'));
    }
  }
}

describe('a value outside a long list of choices', () => {
  it('names the closest few and the likely one, not all 90 icons (found by the fuzz)', () => {
    const contact = fs.readFileSync('pages/contact.json', 'utf8').replace('"clock"', '"longuages"');
    const lines = lintWith('pages/index.json', contact).filter((l) => l.includes('longuages'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /"longuages" is not allowed here; use one of the \d+ values the schema lists \("[a-z-]+", .*, …\) — did you mean "languages"\?$/,
    );
    expect(lines[0]!.length).toBeLessThan(300);
  });
});

describe('fuzz: 1,200 corrupted copies of the real files', () => {
  it('never crashes, never takes 2 s, and locates every problem', () => {
    const texts = REAL.map(([src]) => fs.readFileSync(src, 'utf8'));
    let slowest = 0;
    let runs = 0;
    fc.assert(
      fc.property(fc.nat({ max: REAL.length - 1 }), mutation, (which, m) => {
        const [, target] = REAL[which]!;
        const bytes = corrupt(texts[which]!, m);
        const elapsed = cpuClock();
        let lines: string[] = [];
        expect(() => (lines = lintWith(target, bytes))).not.toThrow();
        const took = elapsed();
        slowest = Math.max(slowest, took);
        runs++;
        expect(took).toBeLessThan(2000);
        for (const line of lines) {
          expect(line).toMatch(/^\S+?:[1-9]\d*:[1-9]\d* /);
          expect(line.length).toBeLessThan(1000);
        }
      }),
      { numRuns: 1200, seed: 20261124, endOnFailure: true },
    );
    expect(runs).toBe(1200);
    console.info(`lint fuzz: ${runs} variants, 0 crashes, slowest ${slowest.toFixed(0)} ms`);
  }, 120_000);
});
