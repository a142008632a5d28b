import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lintLines, scratchSite } from '../scratch-site.ts';
import { covers, hashText, MADE_FROM_FILE } from '../../scripts/lint/madeFrom.ts';
import { root } from '../../scripts/lib/paths.ts';

/**
 * Stale translations (docs/site/languages.md#stale-translations), on scratch copies of the real
 * site: when the English of a key changes, each other language's translation of it is reported
 * stale until it is reviewed.
 */
const scratch = () => scratchSite('made-from-');
const lint = lintLines;

const status = (at: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/i18n/i18nStatus.ts', ...args], {
    cwd: root,
    env: { ...process.env, I18N_ROOT: at },
    encoding: 'utf8',
  });

const site = JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')) as {
  languages: string[];
  defaultLanguage: string;
};
const others = site.languages.filter((l) => l !== site.defaultLanguage);

type Tree = { [key: string]: string | Tree };
const readWords = (at: string, lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(at, `locales/${lang}/${ns}.json`), 'utf8')) as Tree;
const writeWords = (at: string, lang: string, ns: string, words: Tree) =>
  fs.writeFileSync(
    path.join(at, `locales/${lang}/${ns}.json`),
    JSON.stringify(words, null, 2) + '\n',
  );

/** The first plain (non-plural) text of a namespace: its dotted key. */
function firstKey(words: Tree, prefix: string[] = []): string[] {
  for (const [k, v] of Object.entries(words)) {
    if (k === '$schema') continue;
    if (typeof v === 'string' && !/_(zero|one|two|few|many|other)$/.test(k)) return [...prefix, k];
    if (typeof v === 'object') {
      const found = firstKey(v, [...prefix, k]);
      if (found.length) return found;
    }
  }
  return [];
}

function setAt(words: Tree, key: string[], text: string) {
  let node = words;
  for (const part of key.slice(0, -1)) node = node[part] as Tree;
  node[key.at(-1)!] = text;
}

describe('stale translations', () => {
  it('the real site has every translation recorded against today’s English', () => {
    const at = scratch();
    expect(lint(at)).toEqual([]);
    const out = status(at);
    expect(out.status, out.stdout + out.stderr).toBe(0);
    expect(out.stdout).toContain('✔ every translation is done');
  });

  // Lints and runs the command five times: seconds each on a loaded machine.
  it(
    'changed English makes that key stale in every other language, once each, with the command',
    { timeout: 90_000 },
    () => {
      const at = scratch();
      const en = readWords(at, 'en', 'about');
      const key = firstKey(en);
      // The first key is the page's title: English headings are in Title Case.
      setAt(en, key, 'A Completely New English Sentence');
      writeWords(at, 'en', 'about', en);
      const problems = lint(at);
      expect(problems, problems.join('\n')).toHaveLength(others.length);
      for (const [i, lang] of [...others].sort().entries()) {
        expect(problems[i]).toMatch(new RegExp(`^locales/${lang}/about\\.json:\\d+:\\d+  stale: `));
        expect(problems[i]).toContain('it now reads "A Completely New English Sentence"');
        expect(problems[i]).toContain(`--reviewed ${lang}:about:${key.join('.')}`);
      }
      // The table says the same, and exits 1 while anything is stale.
      const before = status(at);
      expect(before.status).toBe(1);
      expect(before.stdout).toMatch(/about\.json\s+\d+\s+1\s+0\s+0/);

      // Reviewing one language clears that language only; "all" clears the rest.
      const lang = others[0]!;
      expect(status(at, '--reviewed', `${lang}:about:${key.join('.')}`).stdout).toContain(
        'recorded 1 translation',
      );
      expect(lint(at)).toHaveLength(others.length - 1);
      status(at, '--reviewed', 'all');
      expect(lint(at)).toEqual([]);
    },
  );

  it('a new key in all six languages is "not recorded yet", one message per file', () => {
    const at = scratch();
    for (const lang of site.languages) {
      const words = readWords(at, lang, 'about');
      words.brandNew = { en: 'A new line', ar: 'سطر جديد' }[lang] ?? `Ligne ${lang}`;
      writeWords(at, lang, 'about', words);
    }
    const problems = lint(at);
    expect(problems, problems.join('\n')).toHaveLength(others.length);
    expect(
      problems.every((p) => p.includes('1 new translation in this file is not recorded')),
    ).toBe(true);
    status(at, '--reviewed', others.map((l) => `${l}:about`).join(','));
    expect(lint(at)).toEqual([]);
  });

  it('a changed English plural form makes every form of it stale in each language', () => {
    const at = scratch();
    const enFiles = fs.readdirSync(path.join(at, 'locales/en'));
    let found: { ns: string; words: Tree; key: string[] } | null = null;
    const findPlural = (words: Tree, prefix: string[]): string[] | null => {
      for (const [k, v] of Object.entries(words)) {
        if (typeof v === 'string' && k.endsWith('_other')) return [...prefix, k];
        if (typeof v === 'object') {
          const inner = findPlural(v, [...prefix, k]);
          if (inner) return inner;
        }
      }
      return null;
    };
    for (const file of enFiles) {
      const ns = file.replace(/\.json$/, '');
      const words = readWords(at, 'en', ns);
      const key = findPlural(words, []);
      if (key) {
        found = { ns, words, key };
        break;
      }
    }
    expect(found).not.toBeNull();
    const { ns, words, key } = found!;
    setAt(words, key, '{{count}} changed things');
    writeWords(at, 'en', ns, words);
    const stale = lint(at).filter((p) => p.includes('stale:'));
    // Every other language is stale on at least one form; Arabic has six forms of each.
    for (const lang of others)
      expect(stale.some((p) => p.startsWith(`locales/${lang}/`))).toBe(true);
    const arabic = readWords(at, 'ar', ns);
    let node: Tree = arabic;
    for (const part of key.slice(0, -1)) node = node[part] as Tree;
    const stem = key.at(-1)!.replace(/_other$/, '');
    const forms = Object.keys(node).filter((k) => k.startsWith(`${stem}_`));
    expect(stale.filter((p) => p.startsWith(`locales/ar/${ns}.json`))).toHaveLength(forms.length);
  });

  it('without the record file, one message says how to start it', () => {
    const at = scratch();
    fs.rmSync(path.join(at, MADE_FROM_FILE));
    const problems = lint(at);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${MADE_FROM_FILE}:1:1  missing:`);
    expect(problems[0]).toContain('npm run i18n:status -- --reviewed all');
  });

  it('--html writes a page for non-developers, with any English escaped', () => {
    const at = scratch();
    const en = readWords(at, 'en', 'about');
    const key = firstKey(en);
    setAt(en, key, '<script>alert(1)</script> & "quotes"');
    writeWords(at, 'en', 'about', en);
    const file = path.join(at, 'status.html');
    const out = status(at, '--html', file);
    expect(out.status).toBe(1);
    const html = fs.readFileSync(file, 'utf8');
    expect(html).toContain('<h1>Translation status</h1>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;quotes&#34;');
    expect(html).toContain(`locales/${others[0]}/about.json`);
  });

  it('a review spec covers exactly what it names', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...others),
        fc.constantFrom('about', 'home', 'common'),
        fc.stringMatching(/^[a-z]+(\.[a-z]+){0,2}$/),
        (lang, ns, key) => {
          const s = { lang, ns, key };
          expect(covers('all', s)).toBe(true);
          expect(covers(lang, s)).toBe(true);
          expect(covers(`${lang}:${ns}`, s)).toBe(true);
          expect(covers(`${lang}:${ns}:${key}`, s)).toBe(true);
          expect(covers(`${lang}:${ns}:${key}x`, s)).toBe(false);
          expect(covers(`${lang}:${ns}x`, s)).toBe(false);
          expect(covers(`${lang}x`, s)).toBe(false);
        },
      ),
    );
    // The hash is of the exact text: one character more is another English.
    fc.assert(fc.property(fc.string(), (t) => hashText(t) !== hashText(`${t} `)));
  });
});
