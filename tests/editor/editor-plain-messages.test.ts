import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorMessage, placeOf } from '../../editor/messages';
import { resultStatus } from '../../editor/results';
import { buildReport } from '../../cms/drafts-web/builds.ts';
import { fileInWords, outcomeInWords, previewState } from '../../cms/drafts-web/interfaceText.ts';
import { deleteEntry, loadEntry, saveEntry } from '../../scripts/lib/edit/entries.ts';
import { savePage } from '../../scripts/lib/edit/save.ts';
import { versionOf } from '../../scripts/lib/edit/files.ts';
import { filesUnder } from '../../scripts/lib/files.ts';
import { root } from '../../scripts/lib/paths.ts';
import type { SaveResult } from '../../scripts/lib/edit/save.ts';
import type { PublishResult } from '../../cms/git/drafts.ts';
import { describeChanges } from '../../cms/git/describe.ts';
import { copySite, removeSite } from '../scratch-site.ts';
import { unclear } from './unclear.ts';
import { inWords } from '../../scripts/lib/plainWords.ts';

/*
 * Every message an editor can see, in the editor and on the team service's drafts pages, names
 * no file's path, no command and no developer's word. The messages are gathered three
 * ways: the words tables' every outcome; the content API's answers to bad requests, shown as the
 * editor shows them; and every sentence written in the editor's and the drafts pages' source.
 */

let site: string;
beforeAll(() => (site = copySite('plain-messages-')));
afterAll(() => removeSite(site));

/** Everything the editor shows of a save's answer: its status line, each problem and its place. */
function shown(result: SaveResult): string[] {
  const out = [resultStatus(result, 'Saved').text, resultStatus(result, 'Deleted').text];
  if (result.status === 'invalid')
    for (const p of result.problems) out.push(editorMessage(p), placeOf(p));
  return out;
}

const expectPlain = (texts: readonly string[]) =>
  expect(texts.flatMap(unclear), texts.join('\n')).toEqual([]);

describe('the editor says what happened in words', () => {
  it('the oracle finds a path, a command, a developer’s word and a status number', () => {
    for (const bad of [
      'Saved: locales/de/services.json, pages/services.json',
      'run "npm run i18n:status -- --reviewed fr"',
      'Checking with the lint…',
      'the edit server answered 500',
      'changed in the worktree',
    ])
      expect(unclear(bad), bad).not.toEqual([]);
    expect(unclear('Saved: the page “services”; the German texts of “services”.')).toEqual([]);
  });

  it('bad requests to the content API are refused in words', async () => {
    const entries: unknown[] = [
      null,
      'x',
      {},
      { collection: 'nope', id: 'x', versions: {} },
      { collection: 'team', id: '../x', versions: {} },
      { collection: 'team', id: 'x' },
      { collection: 'team', id: 'x', versions: {}, places: [1] },
      { collection: 'team', id: 'x', versions: {}, places: ['nowhere'] },
      { collection: 'team', id: 'x', versions: {}, data: 5 },
      { collection: 'blog', id: 'x', versions: {}, data: {} },
      { collection: 'blog', id: 'x', versions: {}, data: { languages: {} } },
      { collection: 'blog', id: 'x', versions: {}, data: { languages: { xx: {} } } },
      { collection: 'blog', id: 'x', versions: {}, data: { languages: { en: 5 } } },
    ];
    const deletes: unknown[] = [
      { collection: 'facts', id: 'facts', versions: {} },
      { collection: 'team', id: 'nobody', versions: {} },
    ];
    const pages: unknown[] = [
      null,
      { file: 'content/facts.json' },
      { file: 'pages/../site.json', page: {} },
      { file: 'pages/about.json', page: {}, words: 'x' },
      { file: 'pages/about.json', page: {}, words: [{ lang: 'xx' }] },
      { file: 'pages/about.json', page: {}, words: [{ lang: 'fr', ns: '../x', key: 'a' }] },
      {
        file: 'pages/about.json',
        page: {},
        words: [{ lang: 'fr', ns: 'about', key: '__proto__' }],
      },
      { file: 'pages/about.json', page: {}, words: [], reviewed: [] },
    ];
    const texts: string[] = [];
    for (const b of entries) texts.push(...shown(await saveEntry(site, b)));
    for (const b of deletes) texts.push(...shown(await deleteEntry(site, b)));
    for (const b of pages) texts.push(...shown(await savePage(site, b)));
    expect(texts.filter((t) => t.startsWith('Not saved: ')).length).toBeGreaterThan(40);
    expectPlain(texts);
  });

  it('hostile requests are refused in words too (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          collection: fc.oneof(fc.constantFrom('team', 'blog', 'facts'), fc.string()),
          id: fc.oneof(fc.constantFrom('x', '../x', 'a/b.json', 'x'.repeat(200)), fc.string()),
          versions: fc.oneof(fc.constant({}), fc.anything()),
          places: fc.option(fc.array(fc.string(), { maxLength: 2 }), { nil: undefined }),
        }),
        async (b) => {
          // Only a refusal: a request that would reach the site's check costs seconds.
          const r = await deleteEntry(site, b);
          if (r.status === 'refused') expectPlain(shown(r));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('saved, unchanged, refused for a text to write, changed meanwhile: each in words', async () => {
    const file = 'content/team/imane-tazi.json';
    const member = JSON.parse(fs.readFileSync(path.join(site, file), 'utf8'));
    const versions = { [file]: versionOf(path.join(site, file)) };
    const body = { collection: 'team', id: 'imane-tazi', versions };
    const unchanged = await saveEntry(site, { ...body, data: member });
    const toWrite = await saveEntry(site, {
      ...body,
      data: { ...member, role: { ...member.role, fr: '' } },
    });
    const broken = await saveEntry(site, {
      ...body,
      data: { ...member, photo: 'pages/about.json' },
    });
    const conflict = await saveEntry(site, {
      ...body,
      versions: { [file]: 'old' },
      data: { ...member, name: 'Imane T.' },
    });
    const saved = await saveEntry(site, { ...body, data: { ...member, name: 'Imane Tazi-B' } });
    expect([unchanged, toWrite, broken, conflict, saved].map((r) => r.status)).toEqual([
      'unchanged',
      'invalid',
      'invalid',
      'conflict',
      'saved',
    ]);
    expectPlain([unchanged, toWrite, broken, conflict, saved].flatMap(shown));
  });

  it('an article whose card does not read opens with a message in words', () => {
    const dir = path.join(site, 'content/blog/broken-card');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'en.md'), '---\ntitle: [\n---\nBody\n');
    const loaded = loadEntry(site, 'blog', 'broken-card');
    if (loaded.status !== 'broken') throw new Error(loaded.status);
    // The editor shows it through the same words (ContentApp: inWords).
    expectPlain([resultStatus({ status: 'refused', message: loaded.message }, 'Opened').text]);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('any message, however hostile', () => {
  it('is said in words quickly and never throws (property)', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        'pages/',
        'a.json',
        'content/x/y/fr.md',
        ' ',
        '"',
        '“',
        '/',
        '.',
        'npm run x',
      ),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.constantFrom(1, 200), (pieces, times) => {
        const message = pieces.join('').repeat(times);
        const start = performance.now();
        const said = inWords(message);
        expect(performance.now() - start).toBeLessThan(1000);
        // Outside what it quotes, no path is left.
        // (A quoted part goes as a space: removing it outright would join its neighbours into a
        // path that the message does not have, as "the pages" + "/ the pages".)
        const unquoted = said.replace(/"[^"\n]*"|“[^”\n]*”/g, ' ');
        expect(unquoted, message.slice(0, 200)).not.toMatch(
          /\.(?:json|md)\b|\b(?:pages|content)\//,
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('the drafts pages say what happened in words', () => {
  const lintOutput = [
    'pages/services.json:12:5  not ready to publish: the German text "hero.subtitle" on pages/services.json is still to write (it was saved as pending; the English reads "Hi"). Write it in the visual editor, or here, then run "npm run i18n:status -- --reviewed de:services:hero.subtitle"',
    'content/blog/x/fr.md:1:1  no fr translation: add content/testimonials-page.fr.json (same fields, translated words)',
    'locales/de/about.json:3:7  missing translation "hero.title" (English: "About us")',
    '✖ 3 problems (lint failed)',
  ].join('\n');
  const html = (h: { toString(): string }) =>
    h
      .toString()
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ');

  it('every outcome of a publication, a revert and a preview; every change of a draft', async () => {
    const report = buildReport(lintOutput);
    const outcomes = [
      { kind: 'published', commit: 'a'.repeat(40) },
      { kind: 'nothing-to-publish' },
      { kind: 'already-reverted' },
      {
        kind: 'conflict',
        files: ['pages/about.json', 'locales/fr/about.json', 'content/facts.json'],
      },
      { kind: 'checks-failed', report },
    ] satisfies PublishResult[];
    const texts = outcomes.flatMap((o) => {
      const said = outcomeInWords(o, 'Salma’s draft');
      return [said.title, html(said.body)];
    });
    texts.push(
      html(previewState({ building: true, failed: { tree: 'x', report }, shown: null } as never)),
      html(previewState({ building: false, failed: null, shown: null } as never)),
    );
    for (const f of [
      'pages/about.json',
      'pages/_sections/team.json',
      'locales/fr/about.json',
      'locales-made-from.json',
      'content/facts.json',
      'content/team/imane-tazi.json',
      'content/blog/crm-best-practices/fr.md',
      'content/testimonials-page.fr.json',
      'public/images/blog/a.webp',
      'site.json',
      'package.json',
    ])
      texts.push(fileInWords(f));
    // Each change of a draft, as the Drafts page, the History and the publication list them.
    const changed = [
      'pages/about.json',
      'locales/fr/about.json',
      'content/facts.json',
      'content/team/imane-tazi.json',
      'content/blog/crm-best-practices/fr.md',
      'content/testimonials-page.fr.json',
      'public/images/blog/a.webp',
      'site.json',
      'package.json',
    ];
    for (const d of await describeChanges(
      changed.map((file) => ({ file, status: 'changed' as const })),
      async (_f, side) => (side === 'before' ? '{"a":1}' : '{"a":2}'),
    ))
      texts.push(...d.lines);
    expectPlain(texts);
    // The report still says what is wrong, where: the page and the language.
    expect(texts.join('\n')).toContain(
      'The page “services”: not ready to publish: the German text &quot;hero.subtitle&quot; on the page “services”',
    );
  });
});

/** Each string and template of a file (a template's fixed parts joined by "x"), JSX text too. */
function sentencesOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node))
      out.push(node.text);
    else if (ts.isTemplateExpression(node))
      out.push([node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('x'));
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Sentences, not code: words with spaces, no statement or pattern; HTML tags aside.
  return out
    .map((t) => t.replace(/<[^>]*>/g, ' '))
    .filter((t) => /[A-Za-z]+ [a-z]+ [a-z]+/.test(t) && !/[{}\\]|=>|\$\//.test(t));
}

describe('the sentences written in the editor and the drafts pages', () => {
  const files = [
    ...filesUnder(path.join(root, 'editor'), '.ts'),
    ...filesUnder(path.join(root, 'editor'), '.tsx'),
    ...filesUnder(path.join(root, 'cms/drafts-web'), '.ts'),
  ];
  const sentences = files.flatMap(sentencesOf);

  it(`reads ${sentences.length} sentences from ${files.length} files`, () => {
    expect(sentences.length).toBeGreaterThan(80);
  });

  it('none names a path, a command or a developer’s word', () => {
    expectPlain(sentences);
  });
});
