/**
 * One figure, changed once: `npm run test:editor-change` changes facts in content/facts.json of
 * its scratch copy of the repository, builds the copy and runs tests/dist there with EDITED_FROM
 * naming this repository. Each changed fact then shows its new value on every built page that
 * names it (by a page's figure or in a sentence), in every language, where this repository's
 * dist/ shows the old one, and no other page shows it. Outside that run there is no second build
 * to compare with, and the test is skipped: the one build of the edited copy serves both proofs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FactsFile, Figure } from '../../src/generated/schema-types';
import { formatFigure } from '../../src/i18n/figure';
import { root } from '../../scripts/lib/paths';
import { DIST } from '../site';
import { langOf, textOf } from './built';

const FACTS = 'content/facts.json';
/** The repository the edited copy was made from: its facts and its dist/ are the "before". */
const FROM = process.env.EDITED_FROM;
const readFacts = (at: string) =>
  (JSON.parse(fs.readFileSync(path.join(at, FACTS), 'utf8')) as FactsFile).facts;

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

/**
 * The content files that name a fact by a figure, by the name a page gives them
 * (content/testimonials-page.fr.json → "testimonials-page"; content/team/x.json → "team").
 */
function contentNaming(name: string): Set<string> {
  const names = new Set<string>();
  for (const abs of jsonFiles(path.join(root, 'content'))) {
    if (!fs.readFileSync(abs, 'utf8').includes(`"fact": "${name}"`)) continue;
    const rel = path.relative(path.join(root, 'content'), abs).split(path.sep);
    names.add(rel.length > 1 ? rel[0]! : rel[0]!.replace(/(\.[a-z]{2})?\.json$/, ''));
  }
  return names;
}

/** The page files that name a fact: by a figure, or by a sentence that does. */
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

/**
 * The page files whose blocks read a content file naming the fact (`"content": "…"`, `"from":
 * "…"`). Whether a block shows that figure is the block's business (/testimonials shows the
 * stats, a testimonial's own page does not): such a page must show the new figure where it
 * showed the old one, and otherwise neither.
 */
function pagesReading(name: string): Set<string> {
  const content = [...contentNaming(name)];
  return new Set(
    pageFiles
      .filter(({ text }) =>
        content.some((c) => new RegExp(`"(content|from)": "${c}"`).test(text)),
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

describe.skipIf(!FROM)('a fact changed once', () => {
  it('changes every built page that shows it, in every language, and only the fact', () => {
    const facts = readFacts(FROM!);
    const now = readFacts(root);
    const CHANGED: Record<string, Figure> = Object.fromEntries(
      Object.entries(now).flatMap(([name, f]) =>
        f && JSON.stringify(f.figure) !== JSON.stringify(facts[name]?.figure)
          ? [[name, f.figure]]
          : [],
      ),
    );
    expect(Object.keys(CHANGED).length, 'the edited copy changes no fact').toBeGreaterThan(0);
    const before = new Map(built(path.join(FROM!, 'dist')).map((p) => [p.route, p]));
    const after = built(DIST);
    const problems: string[] = [];
    let checked = 0;
    for (const [name, figure] of Object.entries(CHANGED)) {
      const naming = pagesShowing(name);
      const reading = pagesReading(name);
      expect(naming.size + reading.size, name).toBeGreaterThan(0);
      for (const page of after) {
        const shown = formatFigure(figure, page.lang);
        const was = formatFigure(facts[name]!.figure, page.lang);
        const showedOld = before.get(page.route)?.text.includes(was) ?? false;
        if (naming.has(page.file) || (reading.has(page.file) && showedOld)) {
          if (!page.text.includes(shown)) problems.push(`${page.route}: no ${shown} (${name})`);
          if (!showedOld)
            problems.push(`${page.route}: this repository's dist/ has no ${was} (${name})`);
          checked++;
        } else if (page.text.includes(shown))
          // No page that does not show the fact shows the new figure.
          problems.push(`${page.route}: shows ${name}'s figure but names no such fact`);
      }
    }
    expect(problems).toEqual([]);
    // The editor-change run changes clients (home and /testimonials), companiesTrusting (a
    // sentence on six pages) and projectsDeliveredOnServices (seven pages), in six languages.
    expect(checked).toBeGreaterThanOrEqual(6 * (2 + 6 + 7));
  });
});
