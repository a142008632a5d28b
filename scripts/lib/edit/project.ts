import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../files.ts';
import { readLocales } from '../../lint/locales.ts';
import { translationStates, type MadeFrom } from '../../lint/madeFrom.ts';
import { fileToPattern, isDynamic, patternToPath } from '../../../src/engine/patterns.ts';
import { isSectionFile } from '../../../src/engine/sections.ts';
import { migrate } from '../../../src/engine/migrate.ts';
import { MADE_FROM, versionOf } from './files.ts';
import { resolveInside } from '../insideRepository.ts';
import { JsonSource } from '../../lint/source.ts';
import type { Problem } from '../../lint/problem.ts';

export interface EditorPage {
  file: string;
  /** The English address, or null for a page with a [part] (it has no one address). */
  route: string | null;
  /** Section anchors: ids of the page's blocks, for the link picker. */
  anchors: string[];
}

/** Everything the editor's browser side needs to open any page: read fresh on each request. */
export function loadProject(root: string) {
  const rel = (abs: string) => path.relative(root, abs).split(path.sep).join('/');
  const site = JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')) as {
    languages: string[];
    defaultLanguage: string;
  } & Record<string, unknown>;
  const pages: EditorPage[] = [];
  const sections: Record<string, unknown> = {};
  const versions: Record<string, string> = {};
  for (const abs of filesUnder(path.join(root, 'pages'), '.json')) {
    const file = rel(abs);
    let data: { blocks?: { id?: unknown }[] } = {};
    try {
      data = JSON.parse(fs.readFileSync(abs, 'utf8')) as typeof data;
    } catch {
      // An unreadable page is listed (the lint explains it) but offers no anchors.
    }
    if (isSectionFile(file)) {
      sections[path.basename(file, '.json')] = data;
      continue;
    }
    const pattern = fileToPattern(file);
    const anchors = (data.blocks ?? [])
      .map((b) => b.id)
      .filter((id): id is string => typeof id === 'string');
    pages.push({ file, route: isDynamic(pattern) ? null : patternToPath(pattern), anchors });
    versions[file] = versionOf(abs);
  }
  pages.sort((a, b) => (a.route ?? '~' + a.file).localeCompare(b.route ?? '~' + b.file));

  const words: Record<string, Record<string, unknown>> = {};
  for (const lang of site.languages) {
    words[lang] = {};
    const dir = path.join(root, 'locales', lang);
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
      if (!name.endsWith('.json')) continue;
      const abs = path.join(dir, name);
      versions[rel(abs)] = versionOf(abs);
      try {
        words[lang]![name.slice(0, -5)] = JSON.parse(fs.readFileSync(abs, 'utf8'));
      } catch {
        words[lang]![name.slice(0, -5)] = {};
      }
    }
  }

  // Translations to look at again: "fr:about:hero.title" → stale | missing | unrecorded.
  const madeFromAbs = path.join(root, MADE_FROM);
  const record = (
    fs.existsSync(madeFromAbs) ? JSON.parse(fs.readFileSync(madeFromAbs, 'utf8')) : {}
  ) as MadeFrom;
  const locales = readLocales(root, rel, site.languages);
  const pending: Record<string, string> = {};
  for (const s of translationStates(locales, site.languages, site.defaultLanguage, record))
    if (s.state !== 'done') pending[`${s.lang}:${s.ns}:${s.key}`] = s.state;

  const schemas: Record<string, unknown> = {};
  for (const abs of filesUnder(path.join(root, 'schemas'), '.schema.json'))
    schemas[rel(abs)] = JSON.parse(fs.readFileSync(abs, 'utf8'));

  // What the canvas's blocks import as files in the site's build (the contact card's details, the
  // figures named by fact): the built editor has them from here (editor/liveContent.ts).
  const siteShown: Record<string, unknown> = { ...site };
  delete siteShown.$schema;
  return {
    site: siteShown,
    facts: factFigures(root),
    languages: site.languages,
    defaultLanguage: site.defaultLanguage,
    pages,
    sections,
    words,
    pending,
    schemas,
    versions,
  };
}

export type Project = ReturnType<typeof loadProject>;

/** content/facts.json's figures by name (a file mid-edit shows none: the lint explains it). */
function factFigures(root: string): Record<string, { figure: unknown }> {
  try {
    const file = JSON.parse(fs.readFileSync(path.join(root, 'content', 'facts.json'), 'utf8')) as {
      facts?: Record<string, { figure?: unknown }>;
    };
    return Object.fromEntries(
      Object.entries(file.facts ?? {}).map(([name, fact]) => [name, { figure: fact.figure }]),
    );
  } catch {
    return {};
  }
}

export type LoadedPage =
  | { status: 'page'; page: Record<string, unknown> }
  | { status: 'missing' }
  /** The file does not read: the first syntax error, with its line and column. */
  | { status: 'broken'; problem: Problem };

/** One page file as the editor edits it: upgraded to the current format when it is older. */
export function loadPage(root: string, file: string): LoadedPage {
  const abs = resolveInside(root, file);
  if (!fs.existsSync(abs)) return { status: 'missing' };
  const source = JsonSource.fromBytes(file, fs.readFileSync(abs));
  const broken = source.syntaxErrors[0];
  if (broken || source.value === undefined)
    return {
      status: 'broken',
      problem: broken ?? { file, line: 1, column: 1, pointer: '', message: 'the file is empty' },
    };
  const value = source.value;
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return {
      status: 'broken',
      problem: { file, line: 1, column: 1, pointer: '', message: 'a page file holds one { … }' },
    };
  return {
    status: 'page',
    page: migrate(value as Record<string, unknown>) as unknown as Record<string, unknown>,
  };
}
