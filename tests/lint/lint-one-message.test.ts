import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lintLines, scratchSite } from '../scratch-site.ts';
import { guessBlockTypes } from '../../scripts/lint/blockGuess.ts';
import { foreignLanguage } from '../../scripts/lint/language.ts';
import { JsonSource } from '../../scripts/lint/source.ts';
import { runLint } from '../../scripts/lint/lint.ts';
import { root } from '../../scripts/lib/paths.ts';
import { cpuClock } from './cpu-time.ts';
import { CURRENT_VERSION } from '../../src/engine/migrate.ts';

// A test that runs the real command (a tsx process over the whole site) gets a minute: alone it
// takes ~2 s, but on two cores busy with a browser suite it once took 24 s, over the default 20.
const CLI_TIMEOUT = 60_000;

/**
 * One mistake, one message (docs/architecture.md#the-lint): an editor's everyday slip on the real
 * site's files gives exactly one located problem, in plain words. Each case copies the site's
 * content to a scratch folder, makes one mistake there, and reads where it made it from the file
 * itself, so the tests hold whatever the editors have written.
 */
const scratch = () => scratchSite('lint-one-');
const lint = lintLines;

/** Edits one file of the scratch tree; returns the 1-based line and column of `offset`. */
function edit(at: string, rel: string, change: (text: string) => { text: string; offset: number }) {
  const file = path.join(at, rel);
  const { text, offset } = change(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, text);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Drops the comma after the n-th `",` line end: two entries of one object left without one. */
function dropComma(n: number) {
  return (text: string) => {
    const ends = [...text.matchAll(/",\n(\s*)"/g)];
    const m = ends[n]!;
    const comma = m.index + 1;
    const next = comma + 2 + m[1]!.length; // where the following entry's key starts
    return { text: text.slice(0, comma) + text.slice(comma + 1), offset: next - 1 };
  };
}

describe('one mistake, one message', () => {
  it('a missing comma in the English common words is one problem, not one per translation', () => {
    const at = scratch();
    const { line, column } = edit(at, 'locales/en/common.json', dropComma(40));
    const problems = lint(at);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^locales/en/common\\.json:${line}:${column}  invalid JSON: a comma is missing between two entries, just before "`,
      ),
    );
  });

  it('a missing comma in a French page file is one problem', () => {
    const at = scratch();
    const { line } = edit(at, 'locales/fr/about.json', dropComma(3));
    const problems = lint(at);
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^locales/fr/about\\.json:${line}:\\d+  invalid JSON: a comma is missing`),
      ),
    ]);
  });

  it('a block whose "type" line was deleted is one problem that names the type it looks like', () => {
    const at = scratch();
    const page = JSON.parse(fs.readFileSync(path.join(root, 'pages/about.json'), 'utf8')) as {
      blocks: { type: string }[];
    };
    const type = page.blocks[0]!.type;
    const { line } = edit(at, 'pages/about.json', (text) => {
      const start = text.indexOf(`"type": "${type}",`);
      const lineStart = text.lastIndexOf('\n', start);
      const lineEnd = text.indexOf('\n', start);
      const cut = text.slice(0, lineStart) + text.slice(lineEnd);
      // The problem is located at the block's opening brace.
      return { text: cut, offset: text.lastIndexOf('{', lineStart) };
    });
    expect(lint(at)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^pages/about\\.json:${line}:\\d+  this block has no "type"; it looks like a ${type}\\b.*add "type": "${type}"`,
        ),
      ),
    ]);
  });

  it('every syntax error of a file is reported at once, in plain words', () => {
    const at = scratch();
    edit(at, 'pages/about.json', dropComma(2));
    edit(at, 'pages/about.json', dropComma(12));
    const problems = lint(at);
    expect(problems).toHaveLength(2);
    for (const p of problems) {
      expect(p).toMatch(
        /^pages\/about\.json:\d+:\d+ {2}invalid JSON: a comma is missing between two entries, just before "/,
      );
      expect(p).not.toMatch(/\\"|\/blocks|near /);
    }
  });

  it('a trailing comma in site.json is one problem, not a crash or a flood', () => {
    const at = scratch();
    const { line } = edit(at, 'site.json', (text) => {
      const close = text.lastIndexOf('}');
      const last = text.lastIndexOf('"', close) + 1;
      const lineBreak = text.indexOf('\n', last);
      // +2: past the line break, in the text that now has one more character.
      return { text: `${text.slice(0, last)},${text.slice(last)}`, offset: lineBreak + 2 };
    });
    expect(lint(at)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^site\\.json:${line}:\\d+  invalid JSON: a property name in double quotes was expected \\(is there a trailing comma\\?\\)`,
        ),
      ),
    ]);
  });

  it('a page that is null, or empty, says so', () => {
    const at = scratch();
    fs.writeFileSync(path.join(at, 'pages/null-page.json'), 'null\n');
    fs.writeFileSync(path.join(at, 'pages/empty-page.json'), '  \n');
    expect(lint(at)).toEqual([
      'pages/empty-page.json:1:1  the file is empty: it needs at least { } (copy a similar file to start from)',
      'pages/null-page.json:1:1  must be an object ({ ... }), not null',
    ]);
  });

  it(
    'a long report piped into another program arrives whole, summary included',
    { timeout: CLI_TIMEOUT },
    () => {
      const at = scratch();
      const blocks = Array.from({ length: 3000 }, (_, i) => ({ type: `nope${i}` }));
      const { meta } = JSON.parse(fs.readFileSync(path.join(root, 'pages/about.json'), 'utf8')) as {
        meta: unknown;
      };
      fs.writeFileSync(
        path.join(at, 'pages/flood.json'),
        JSON.stringify(
          { $schema: '../schemas/page.schema.json', schemaVersion: CURRENT_VERSION, meta, blocks },
          null,
          2,
        ),
      );
      const run = spawnSync('npx', ['tsx', 'scripts/lint/lintPages.ts'], {
        cwd: root,
        env: { ...process.env, LINT_ROOT: at },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.trimEnd().split('\n');
      // The first 200 of one kind, then one line for the rest; the summary counts them all.
      const flood = lines.filter((l) => l.startsWith('pages/flood.json:'));
      expect(flood).toHaveLength(201);
      expect(flood.at(-1)).toMatch(/ {2}and 2,800 more like it: unknown block type "nope200"/);
      expect(lines.at(-1)).toMatch(/^✖ 3000 problems in 1 file \(checked /);
    },
  );

  it(
    '--verbose adds the JSON pointer; --format=json is one object for programs',
    { timeout: CLI_TIMEOUT },
    () => {
      const at = scratch();
      edit(at, 'pages/about.json', (text) => ({
        text: text.replace('"schemaVersion": 3', '"schemaVersion": "1"'),
        offset: 0,
      }));
      const run = (flag: string) =>
        spawnSync('npx', ['tsx', 'scripts/lint/lintPages.ts', flag], {
          cwd: root,
          env: { ...process.env, LINT_ROOT: at },
          encoding: 'utf8',
        });
      expect(run('--verbose').stderr).toMatch(
        /^pages\/about\.json:\d+:\d+ {2}\/schemaVersion {2}must be \d+, not "1"$/m,
      );
      const json = JSON.parse(run('--format=json').stdout) as { problems: { pointer: string }[] };
      expect(json.problems.map((p) => p.pointer)).toEqual(['/schemaVersion']);
    },
  );
});

describe('npm run migrate', () => {
  it(
    'the lint names the command for a page in an older format, and the command upgrades it',
    { timeout: CLI_TIMEOUT },
    () => {
      const at = scratch();
      const file = path.join(at, 'pages/about.json');
      const current = fs.readFileSync(file, 'utf8');
      // Version 0: a page written before the format had a version.
      fs.writeFileSync(file, current.replace(/\n\s*"schemaVersion": \d+,/, ''));
      const problems = lint(at);
      expect(problems).toEqual([
        expect.stringMatching(
          /^pages\/about\.json:1:1 {2}this page is in an older format \(version 0, now \d+\): run "npm run migrate" to upgrade it$/,
        ),
      ]);
      const run = spawnSync('npx', ['tsx', 'scripts/maintain/migrate.ts'], {
        cwd: root,
        env: { ...process.env, LINT_ROOT: at },
        encoding: 'utf8',
      });
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('1 page file upgraded');
      // The upgraded file is the repository's own, byte for byte: no churn beyond the upgrade.
      expect(fs.readFileSync(file, 'utf8')).toBe(current);
      expect(lint(at)).toEqual([]);
    },
  );
});

describe('lint time', () => {
  it('grows with the page, not with its square (a page of faulty blocks)', () => {
    const at = scratch();
    const { meta } = JSON.parse(fs.readFileSync(path.join(root, 'pages/about.json'), 'utf8')) as {
      meta: unknown;
    };
    const time = (count: number) => {
      // Every block has a mistake: half an unknown type, half no type at all.
      const blocks = Array.from({ length: count }, (_, i) =>
        i % 2 ? { type: `heroo${i}` } : { page: 'about:hero.page', title: 'about:hero.title' },
      );
      fs.writeFileSync(
        path.join(at, 'pages/huge.json'),
        JSON.stringify({
          $schema: '../schemas/page.schema.json',
          schemaVersion: CURRENT_VERSION,
          meta,
          blocks,
        }),
      );
      const elapsed = cpuClock();
      const { total } = runLint({ root: at });
      expect(total).toBe(count);
      return elapsed();
    };
    time(2_000); // compiles the schemas
    const small = time(10_000);
    const large = time(40_000);
    // Four times the blocks: four times the time, with room for a busy machine (square: 16×).
    expect(large / small).toBeLessThan(8);
    expect(large).toBeLessThan(15_000);
  }, 60_000);
});

describe('mistakes that used to pass', () => {
  it('a duplicated or capitalised page file is refused: its name would become the address', () => {
    const at = scratch();
    fs.copyFileSync(path.join(at, 'pages/about.json'), path.join(at, 'pages/about copy.json'));
    fs.copyFileSync(path.join(at, 'pages/about.json'), path.join(at, 'pages/About.json'));
    expect(lint(at)).toEqual([
      'pages/about copy.json:1:1  "about copy" cannot be part of a page\'s address (the file name becomes it): use lower-case letters, digits and hyphens, like "about-copy", or remove the file if it is a copy',
      'pages/About.json:1:1  "About" cannot be part of a page\'s address (the file name becomes it): use lower-case letters, digits and hyphens, like "about", or remove the file if it is a copy',
    ]);
  });

  it('HTML in a translation is flagged with the fix', () => {
    const at = scratch();
    const file = path.join(at, 'locales/de/common.json');
    const words = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    const [group, inner] = Object.entries(words).find(([, v]) => v && typeof v === 'object')!;
    const [key] = Object.keys(inner as object);
    (inner as Record<string, string>)[key!] = 'Hallo <img src=x onerror=alert(1)>';
    fs.writeFileSync(file, JSON.stringify(words, null, 2));
    expect(lint(at)).toEqual([
      expect.stringMatching(
        /^locales\/de\/common\.json:\d+:\d+ {2}this text contains HTML markup \("<img src=x onerror=alert\(1\)>"\): the site shows words as plain text/,
      ),
    ]);
    expect(group).toBeTruthy();
  });

  it("a full address on the site's own host is checked like an internal link", () => {
    const at = scratch();
    const site = JSON.parse(fs.readFileSync(path.join(at, 'site.json'), 'utf8')) as { url: string };
    const host = new URL(site.url).hostname.replace(/^www\./, '');
    const { line } = edit(at, 'pages/about.json', (text) => {
      const m = /"href": "(\/[a-z-]*)"/.exec(text)!;
      return {
        text: text.replace(m[0], `"href": "https://${host}/carrers"`),
        offset: m.index + '"href": '.length,
      };
    });
    expect(lint(at)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^pages/about\\.json:${line}:\\d+ {2}link to "/carrers", but no page has that address — did you mean "/careers"\\?$`,
        ),
      ),
    ]);
  });
});

describe('a sentence in the wrong language', () => {
  /** The first English text of 8 words or more, and where its key sits. */
  function englishSentence(ns: string) {
    const flat = (v: unknown, k: string[]): [string[], string][] =>
      typeof v === 'string'
        ? [[k, v]]
        : v && typeof v === 'object'
          ? Object.entries(v).flatMap(([kk, vv]) => flat(vv, [...k, kk]))
          : [];
    const en = JSON.parse(fs.readFileSync(path.join(root, `locales/en/${ns}.json`), 'utf8'));
    return flat(en, []).find(([, t]) => t.split(/\s+/).length >= 10 && !t.includes('{{'))!;
  }

  it.each(['de', 'fr', 'es', 'it', 'ar'])(
    'an English sentence pasted into the %s file is flagged, the real translations are not',
    (lang) => {
      const at = scratch();
      const [key, english] = englishSentence('home');
      // Not an exact copy of the English, which has its own message: one word changed.
      const pasted = english.replace(/\b(the|our|your|a)\b/i, 'every');
      const file = path.join(at, `locales/${lang}/home.json`);
      const words = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      let node = words;
      for (const k of key.slice(0, -1)) node = node[k] as Record<string, unknown>;
      node[key.at(-1)!] = pasted;
      fs.writeFileSync(file, JSON.stringify(words, null, 2));
      expect(lint(at)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^locales/${lang}/home\\.json:\\d+:\\d+ {2}this text reads as (English|written in another script), not \\p{L}+: translate it`,
            'u',
          ),
        ),
      ]);
    },
  );
});

describe("an editor's whitespace", () => {
  it('a locale file saved with 4-space indentation passes the lint and the CI format check', async () => {
    const at = scratch();
    const file = path.join(at, 'locales/fr/common.json');
    fs.writeFileSync(file, JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')), null, 4));
    expect(lint(at)).toEqual([]);
    const prettier = await import('prettier');
    for (const content of ['locales/fr/common.json', 'pages/about.json', 'content', 'site.json']) {
      const info = await prettier.getFileInfo(path.join(root, content), {
        ignorePath: path.join(root, '.prettierignore'),
      });
      expect(info.ignored, content).toBe(true);
    }
  });
});

describe('hostile words in the new checks', () => {
  // Text an editor or a pasted document may bring: markup, bidi controls, emoji, huge, empty.
  const hostile = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ unit: 'grapheme', maxLength: 200 }),
    fc.constantFrom('', '</script><script>alert(1)</script>', '\u202Eevil\u202C', '{{count}} 🎉'),
    fc.string({ minLength: 10_000, maxLength: 10_000, unit: fc.constantFrom('a', ' ', 'é', 'ب') }),
  );

  it('the language check never throws, stays fast and answers a name or nothing', () => {
    fc.assert(
      fc.property(
        hostile,
        fc.constantFrom('en', 'fr', 'es', 'de', 'it', 'ar', 'xx'),
        (text, lang) => {
          const elapsed = cpuClock();
          const found = foreignLanguage(text, lang);
          expect(elapsed()).toBeLessThan(500);
          expect(found === null || (typeof found === 'string' && found.length < 40)).toBe(true);
        },
      ),
      { numRuns: 300, seed: 20261125 },
    );
  });

  it('the block-type guess takes any value and names only real block types', () => {
    const types = new Set(
      fs.readdirSync(path.join(root, 'schemas/blocks')).map((f) => f.replace('.schema.json', '')),
    );
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
        for (const guess of guessBlockTypes(value)) expect(types.has(guess)).toBe(true);
      }),
      { numRuns: 300, seed: 20261125 },
    );
  });

  it('any text as a file gives at most 20 syntax problems, each located and short', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const source = new JsonSource('locales/en/x.json', text);
        expect(source.syntaxErrors.length).toBeLessThanOrEqual(20);
        for (const p of source.syntaxErrors) {
          expect(p.line).toBeGreaterThanOrEqual(1);
          expect(p.message.length).toBeLessThan(300);
        }
      }),
      { numRuns: 300, seed: 20261125 },
    );
  });
});
