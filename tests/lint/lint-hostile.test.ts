import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidator } from '../../scripts/lib/ajv';
import { runLint } from '../../scripts/lint/lint';
import { formatProblem } from '../../scripts/lint/problem';
import { root as repo } from '../../scripts/lib/paths';
import { scratchSite } from '../scratch-site.ts';

// What the lint used to let through (or choke on) in the texts visitors read, the addresses in
// site.json and the image paths: each is one located message in plain words.

const VALID = path.resolve(import.meta.dirname, '../fixtures/lint/valid');
const validator = createValidator();
let root = '';
const ENTRY = 'atlas-home-retail.json';
/** The English short quote of the testimonial, where hostile words go. */
const QUOTE = /("testimonial": \{\s*"en": )("[^"]*")/;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-hostile-'));
  fs.cpSync(VALID, root, { recursive: true });
  // A testimonial of the real site, every language in it, to put words into (without its
  // portrait, which the fixture site's public/ does not have).
  fs.mkdirSync(path.join(root, 'content/testimonials'), { recursive: true });
  const entry = JSON.parse(
    fs.readFileSync(path.join(repo, 'content/testimonials', ENTRY), 'utf8'),
  ) as Record<string, unknown>;
  fs.writeFileSync(
    path.join(root, 'content/testimonials', ENTRY),
    JSON.stringify({ ...entry, clientAvatar: '' }, null, 2),
  );
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');

/** Lints the fixture site with `rel` changed by `change`, then puts the file back. */
function lintWith(rel: string, change: (text: string) => string): string[] {
  const file = path.join(root, rel);
  const before = fs.readFileSync(file);
  fs.writeFileSync(file, change(before.toString('utf8')));
  try {
    return runLint({ root, validator }).problems.map((p) => formatProblem(p));
  } finally {
    fs.writeFileSync(file, before);
  }
}

/** "file:line:col" of the first `needle` in a text, 1-based, as the lint prints it. */
function at(rel: string, text: string, needle: string): string {
  const i = text.indexOf(needle);
  expect(i).toBeGreaterThanOrEqual(0);
  const line = text.slice(0, i).split('\n').length;
  return `${rel}:${line}:${i - text.lastIndexOf('\n', i - 1)}`;
}

const LOCALE = 'locales/en/common.json';
/** The fixture's own address text, as its file writes it. */
const ADDRESS = JSON.stringify(
  (JSON.parse(fs.readFileSync(path.join(VALID, LOCALE), 'utf8')) as { address: string }).address,
);
/** The English address text replaced by `text` (JSON-escaped): the lines the lint prints. */
function withAddress(text: string): { lines: string[]; where: string } {
  const json = JSON.stringify(text);
  // The French beside it is now stale: that is another check's message, not this one's.
  const lines = lintWith(LOCALE, (t) => t.replace(ADDRESS, json)).filter((l) =>
    l.startsWith(`${LOCALE}:`),
  );
  return { lines, where: at(LOCALE, read(LOCALE).replace(ADDRESS, json), json) };
}

const MARKUP = (shown: string) =>
  `this text contains HTML markup (${shown}): the site shows words as plain text, so visitors would see the tags as typed. Remove the markup; for a link or a button use the block's own fields`;

describe('texts visitors read', () => {
  it('markup a browser reads as a tag is refused where it is, in each of its forms', () => {
    const cases: [string, string][] = [
      ['Hi <img/src=x onerror=alert(1)>', '"<img/src=x onerror=alert(1)>"'],
      ['<svg/onload=alert(1)>', '"<svg/onload=alert(1)>"'],
      ['a </script/x> b', '"</script/x>"'],
      ['Hi <script src=//evil.example/x.js', '"<script src=//evil.example/x.js"'],
      ['<!-- hidden -->', '"<!-- hidden -->"'],
    ];
    for (const [text, shown] of cases) {
      const { lines, where } = withAddress(text);
      expect(lines).toEqual([`${where}  ${MARKUP(shown)}`]);
    }
  });

  it('"<" in words is not markup: "< 2 s", "a<b", "x<y/2", "<3"', () => {
    for (const text of ['Answers in < 2 s', 'a<b', 'x<y/2', 'We <3 Kenitra'])
      expect(withAddress(text).lines).toEqual([]);
  });

  it('"$t(" is refused: the site would show it as typed', () => {
    const { lines, where } = withAddress('$t(common:nav.about)');
    expect(lines).toEqual([
      `${where}  this text contains "$t(", which the site shows exactly as typed: it does not put one text inside another. Write the words themselves`,
    ]);
  });

  it('control characters, direction overrides and unbalanced isolates are refused; marks are not', () => {
    const bell = withAddress('Kenitra\u0007');
    expect(bell.lines).toEqual([
      `${bell.where}  this text contains an invisible control character (U+0007) at position 8, usually pasted from another program: retype that part of the text`,
    ]);
    const override = withAddress('abc\u202Edef');
    expect(override.lines).toEqual([
      `${override.where}  this text contains an invisible direction override (U+202E) at position 4: it shows the letters after it in another order than they are written. Remove it; for a Latin word in Arabic text no mark is needed, or use the marks U+200E/U+200F`,
    ]);
    const open = withAddress('\u2067Kenitra');
    expect(open.lines).toEqual([
      `${open.where}  this text opens an invisible direction isolate (U+2066, U+2067 or U+2068) without closing it with U+2069, or closes one it never opened: it changes the order of the text around it. Remove them, or close each one you open`,
    ]);
    // A mark, and a closed isolate, are how a Latin name sits in a right-to-left sentence.
    expect(withAddress('Kenitra\u200E, \u2067Morocco\u2069\u200F').lines).toEqual([]);
  });

  it('keys that are empty, hold a dot, or are JavaScript words are refused at the key', () => {
    for (const [key, message] of [
      [
        '',
        'a key cannot be empty (""): no page can name a text without a name. Give it a name in letters, like "title"',
      ],
      [
        'a.b',
        'the key "a.b" contains a dot: pages name texts by their path with dots ("hero.title"), so this one cannot be reached. Use a group { } instead, or letters without dots',
      ],
      [
        '__proto__',
        '"__proto__" cannot be a key: JavaScript uses this word itself, so the site would lose what is written here or worse. Rename it',
      ],
      [
        'constructor',
        '"constructor" cannot be a key: JavaScript uses this word itself, so the site would lose what is written here or worse. Rename it',
      ],
    ]) {
      const add = (t: string) =>
        t.replace('"address"', `${JSON.stringify(key)}: { "x": "y" },\n  "address"`);
      const lines = lintWith(LOCALE, add);
      expect(lines).toEqual([`${at(LOCALE, add(read(LOCALE)), JSON.stringify(key))}  ${message}`]);
    }
  });

  it('content files and site.json are checked like translations', () => {
    const content = `content/testimonials/${ENTRY}`;
    const quote = read(content).match(QUOTE)![2]!;
    const hostile = JSON.stringify('</script><script>alert(1)</script>');
    const contentLines = lintWith(content, (t) => t.replace(quote, hostile));
    expect(contentLines).toEqual([
      `${at(content, read(content).replace(quote, hostile), hostile)}  ${MARKUP('"</script>"')}`,
    ]);
    const site = 'site.json';
    const siteLines = lintWith(site, (t) => t.replace('"Fixture"', hostile));
    expect(siteLines).toEqual([
      `${at(site, read(site).replace('"Fixture"', hostile), hostile)}  ${MARKUP('"</script>"')}`,
    ]);
  });
});

describe("site.json's addresses", () => {
  const site = 'site.json';
  /** site.json with one replacement made: the lines the lint prints, and the text it read. */
  const withSite = (replace: [string, string]) => {
    const change = (t: string) => t.replace(replace[0], replace[1]);
    return { lines: lintWith(site, change), text: change(read(site)) };
  };

  it('a url with a quote, a scene at //host, a port past 65535 are refused by their shape', () => {
    const quoted = withSite([
      '"https://www.example.com"',
      JSON.stringify('https://www.example.com"onmouseover=alert(1)'),
    ]);
    expect(quoted.lines).toHaveLength(1);
    expect(quoted.lines[0]).toMatch(
      /^site\.json:4:10 {2}"https:\/\/www\.example\.com\\"onmouseover=alert\(1\)" is not in the expected form: The site's public address: https:\/\/ and its host name/,
    );
    const scene = withSite([
      '"name": "Fixture",',
      '"name": "Fixture", "scene": "//evil.example/a.splinecode",',
    ]);
    expect(scene.lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${at(site, scene.text, '"//evil')}  "//evil\\.example/a\\.splinecode" is not in the expected form: The 3D background scene`,
        ),
      ),
    ]);
    const port = withSite([
      '"name": "Fixture",',
      '"name": "Fixture", "forms": { "endpoint": "https://evil.example:99999/x" },',
    ]);
    expect(port.lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${at(site, port.text, '"https://evil')}  "https://evil\\.example:99999/x" is not in the expected form: .*\\(1 to 65535\\)`,
        ),
      ),
    ]);
  });

  it('the forms endpoint and an https scene stay on allowed hosts; a local scene exists', () => {
    const endpoint = withSite([
      '"name": "Fixture",',
      '"name": "Fixture", "forms": { "endpoint": "https://evil.example/x" },',
    ]);
    expect(endpoint.lines).toEqual([
      `${at(site, endpoint.text, '"https://evil')}  "evil.example" is not this site's host nor listed in site.json "externalHosts" ("www.example.com, wa.me"): add it there if it is right`,
    ]);
    const own = withSite([
      '"name": "Fixture",',
      '"name": "Fixture", "forms": { "endpoint": "https://example.com/leads" }, "scene": "https://wa.me/s.splinecode",',
    ]);
    expect(own.lines).toEqual([]);
    const local = withSite([
      '"name": "Fixture",',
      '"name": "Fixture", "scene": "/scenes/hero.splinecode",',
    ]);
    expect(local.lines).toEqual([
      `${at(site, local.text, '"/scenes')}  there is no folder public/"scenes": put the scene in public/ (images go in public/images/), or correct the path`,
    ]);
    const port = withSite(['"https://www.example.com"', '"https://www.example.com:443"']);
    expect(port.lines).toEqual([
      `site.json:4:10  "https://www.example.com:443" is not written the way browsers read it ("https://www.example.com"): write exactly "https://www.example.com"`,
    ]);
  });
});

describe('image paths', () => {
  it('".." and a file that is not in public/ are refused where they are written', () => {
    const at2 = scratchSite('lint-images-');
    const rel = 'content/blog/crm-best-practices/en.md';
    const other = 'content/blog/automation-workflows/en.md';
    const file = path.join(at2, rel);
    const text = fs.readFileSync(file, 'utf8');
    const image = text.match(/^image: (.*)$/m)![1]!;
    const changed = text.replace(image, '/images/../../secret.svg');
    fs.writeFileSync(file, changed);
    const otherText = fs.readFileSync(path.join(at2, other), 'utf8');
    const otherImage = otherText.match(/^image: (.*)$/m)![1]!;
    const missing = otherText.replace(otherImage, '/images/blog/nobody.svg');
    fs.writeFileSync(path.join(at2, other), missing);
    const lines = runLint({ root: at2, validator }).problems.map((p) => formatProblem(p));
    expect(lines).toEqual([
      `${at(other, missing, '/images/blog/nobody')}  there is no "public/images/blog/nobody.svg": put the image there, or correct the path`,
      `${at(rel, changed, '/images/../')}  "/images/../../secret.svg" goes up or around folders ("..", "." or "//"): write the image's path from the public/ folder, like "/images/blog/crm-best-practices.svg"`,
    ]);
  });
});

describe('many problems', () => {
  it('50,000 unknown properties in one block: linted in seconds, 200 listed and one line for the rest', () => {
    const rel = 'pages/about.json';
    const page = JSON.parse(read(rel)) as { blocks: Record<string, unknown>[] };
    for (let i = 0; i < 50_000; i++) page.blocks[0]![`extra${i}`] = i;
    const file = path.join(root, rel);
    const before = fs.readFileSync(file);
    fs.writeFileSync(file, JSON.stringify(page, null, 2));
    try {
      const started = performance.now();
      const { problems, total } = runLint({ root, validator });
      const seconds = (performance.now() - started) / 1000;
      // Linear, it takes about 1 s of CPU; it took 29 s when each problem's place was found by
      // scanning the block's keys. Wall clock, with room for two cores shared with other work.
      expect(seconds).toBeLessThan(20);
      expect(total).toBe(50_000);
      expect(problems).toHaveLength(201);
      expect(formatProblem(problems[200]!)).toMatch(
        /^pages\/about\.json:\d+:\d+ {2}and 49,800 more like it: unknown property "extra200"/,
      );
    } finally {
      fs.writeFileSync(file, before);
    }
  }, 60_000);
});

// Hostile strings in the places editors write: never a crash or a hang, and a located problem
// for each one the site must not show.
const forbidden = fc.oneof(
  fc.constantFrom(
    '<img/src=x onerror=alert(1)>',
    '<svg/onload=alert(1)>',
    '</script/x>',
    '<script src=//evil.example/x.js',
    '<IMG SRC=x>',
    '<a\nhref=x>',
    '<!DOCTYPE html>',
    '$t(common:nav.about)',
    '\u202Eevil',
    '\u2066open',
    '\u0000',
    '\u001b[31m',
    '\u2028',
  ),
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('<b>', '</i', '$t(', '\u202D', '\u0085'))
    .map(([a, b]) => a + b),
);
const anything = fc.oneof(
  fc.string({ maxLength: 60, unit: 'binary' }),
  fc.constantFrom('{{count}}', '{{- x}}', '< 2 s', 'a<b', '\u200Fمرحبا'),
  fc.integer({ min: 10_000, max: 300_000 }).map((n) => 'x'.repeat(n)),
);
const PLACES = [
  { file: LOCALE, put: (t: string, json: string) => t.replace(ADDRESS, json) },
  { file: 'site.json', put: (t: string, json: string) => t.replace('"Fixture"', json) },
  {
    file: `content/testimonials/${ENTRY}`,
    put: (t: string, json: string) => t.replace(QUOTE, (_, before: string) => before + json),
  },
] as const;

describe('fuzz: hostile words in locales, content and site.json', () => {
  it('are refused with a located message, never a crash or a hang', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: PLACES.length - 1 }),
        fc.oneof(
          forbidden.map((text) => ({ text, bad: true })),
          anything.map((text) => ({ text, bad: false })),
        ),
        (which, { text, bad }) => {
          const place = PLACES[which]!;
          const started = performance.now();
          const lines = lintWith(place.file, (t) => place.put(t, JSON.stringify(text)));
          expect(performance.now() - started).toBeLessThan(5000);
          for (const line of lines) expect(line).toMatch(/^\S+?:[1-9]\d*:[1-9]\d* {2}\S/);
          if (bad) expect(lines.some((l) => l.startsWith(`${place.file}:`))).toBe(true);
        },
      ),
      { numRuns: 60, seed: 20261127 },
    );
  }, 60_000);

  it('a "__proto__" key and 60 levels of nesting, are located, not crashes', () => {
    const lines = lintWith(LOCALE, (t) =>
      t.replace(
        '"address"',
        `"__proto__": { "polluted": "yes" }, "deep": ${'{"a":'.repeat(60)}"x"${'}'.repeat(60)},\n  "address"`,
      ),
    );
    expect(
      lines.some((l) =>
        /^locales\/en\/common\.json:\d+:\d+ {2}"__proto__" cannot be a key/.test(l),
      ),
    ).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
