/**
 * One figure, changed once: a fact changed in content/facts.json of a scratch copy of the
 * repository, built there, shows its new value on every built page that names it (by a page's
 * figure or in a sentence), in every language, where this repository's dist/ shows the old one.
 * It builds the copy (about a minute on two cores): the one test that proves a fact reaches the
 * HTML through the real build, the editor's way of changing it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactsFile, Figure } from '../../src/generated/schema-types';
import { formatFigure } from '../../src/i18n/figure';
import { copyRepository } from '../../scripts/lib/scratch';
import { root } from '../../scripts/lib/paths';
import { DIST } from '../site';
import { langOf, textOf } from './built';

const FACTS = 'content/facts.json';
const facts = (JSON.parse(fs.readFileSync(FACTS, 'utf8')) as FactsFile).facts;

const jsonFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => path.join(e.parentPath, e.name));

/** Every page file, as the boot data names it ("/pages/index.json"), with its text. */
const pageFiles = jsonFiles(path.join(root, 'pages')).map((abs) => ({
  file: '/' + path.relative(root, abs).split(path.sep).join('/'),
  text: fs.readFileSync(abs, 'utf8'),
}));

/** "ns:a.b" keys whose English words name the fact as {{name}}. */
function sentencesNaming(name: string): string[] {
  const out: string[] = [];
  const walk = (ns: string, node: unknown, at: string[]) => {
    if (typeof node === 'string') {
      if (node.includes(`{{${name}}}`)) out.push(`${ns}:${at.join('.')}`);
    } else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(ns, v, [...at, k]);
  };
  for (const abs of jsonFiles(path.join(root, 'locales/en')))
    walk(path.basename(abs, '.json'), JSON.parse(fs.readFileSync(abs, 'utf8')), []);
  return out;
}

/** The page files that show a fact: a figure naming it, or a sentence that does. */
function pagesShowing(name: string): Set<string> {
  const keys = sentencesNaming(name);
  return new Set(
    pageFiles
      .filter(
        ({ text }) =>
          text.includes(`"fact": "${name}"`) || keys.some((k) => text.includes(`"${k}"`)),
      )
      .map((p) => p.file),
  );
}

/** Every built page of a dist folder: route, language, the page file it shows, its body text. */
function built(dist: string) {
  return fs
    .readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === 'index.html')
    .flatMap((e) => {
      const route = '/' + path.relative(dist, e.parentPath).split(path.sep).join('/');
      const html = fs.readFileSync(path.join(e.parentPath, e.name), 'utf8');
      const boot = /id="modules" data-boot="([^"]+)"/.exec(html)?.[1];
      if (!boot) return [];
      const { resolution } = JSON.parse(fs.readFileSync(path.join(dist, boot), 'utf8')) as {
        resolution: { file?: string };
      };
      const body = html.slice(html.indexOf('<body')).replace(/<script\b[^>]*>[^]*?<\/script>/g, '');
      return [{ route, lang: langOf(route), file: resolution.file ?? '', text: textOf(body, '') }];
    });
}

/**
 * The facts changed, each to a figure no page shows: one that pages name as a figure, one that
 * a sentence names, and one shown on several pages.
 */
const CHANGED: Record<string, Figure> = {
  clients: { value: 4321, suffix: '+' },
  companiesTrusting: { value: 1234 },
  projectsDeliveredOnServices: { value: 8765, suffix: '+' },
};

let scratch = '';
beforeAll(() => {
  scratch = copyRepository(fs.mkdtempSync(path.join(os.tmpdir(), 'facts-change-')));
  const file = JSON.parse(fs.readFileSync(path.join(scratch, FACTS), 'utf8')) as FactsFile;
  for (const [name, figure] of Object.entries(CHANGED)) file.facts[name]!.figure = figure;
  fs.writeFileSync(path.join(scratch, FACTS), JSON.stringify(file, null, 2));
  // Built as `npm run build` builds from a shell: vitest's NODE_ENV=test would make Vite emit
  // development JSX, which the prerender cannot run.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV' && !k.startsWith('VITEST')),
  );
  execFileSync('npm', ['run', 'build'], { cwd: scratch, stdio: 'pipe', env });
}, 600_000);
afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('a fact changed once', () => {
  it('changes every built page that shows it, in every language, and only the fact', () => {
    const before = new Map(built(DIST).map((p) => [p.route, p]));
    const after = built(path.join(scratch, 'dist'));
    const problems: string[] = [];
    let checked = 0;
    for (const [name, figure] of Object.entries(CHANGED)) {
      const showing = pagesShowing(name);
      expect(showing.size, name).toBeGreaterThan(0);
      for (const page of after.filter((p) => showing.has(p.file))) {
        const now = formatFigure(figure, page.lang);
        const was = formatFigure(facts[name]!.figure, page.lang);
        if (!page.text.includes(now)) problems.push(`${page.route}: no ${now} (${name})`);
        if (!before.get(page.route)?.text.includes(was))
          problems.push(`${page.route}: this repository's dist/ has no ${was} (${name})`);
        checked++;
      }
      // No page that does not name the fact shows the new figure.
      for (const page of after.filter((p) => !showing.has(p.file)))
        if (page.text.includes(formatFigure(figure, page.lang)))
          problems.push(`${page.route}: shows ${name}'s figure but names no such fact`);
    }
    expect(problems).toEqual([]);
    // Each fact on each of its pages in all six languages (clients: the home page alone).
    expect(checked).toBeGreaterThanOrEqual(6 * (1 + 6 + 7));
  });
});
