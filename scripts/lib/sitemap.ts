import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { esc } from './html.ts';
import { relToRoot, root } from './paths.ts';

/** One page in every language: its addresses by language, and when it last changed. */
export interface SitemapEntry {
  /** Localized paths by language code; the first language is the default (x-default). */
  urls: Readonly<Record<string, string>>;
  lastmod: string;
}

let commitDates: Map<string, string> | undefined;

/**
 * The last commit date of every file under pages/ and content/, from one pass over the history:
 * asking git once per page would make the build grow with pages × history.
 */
function lastCommitDates(): Map<string, string> {
  if (commitDates) return commitDates;
  commitDates = new Map();
  try {
    const out = execFileSync(
      'git',
      ['log', '--format=@%cs', '--name-only', '--', 'pages', 'content'],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 1 << 28,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    let date = '';
    for (const line of out.split('\n')) {
      if (line.startsWith('@')) date = line.slice(1);
      else if (line && !commitDates.has(line)) commitDates.set(line, date);
    }
  } catch {
    // Not a git checkout: every page falls back to its file's own time.
  }
  return commitDates;
}

/**
 * When a page file last changed: its last commit (a fresh clone gives every file the clone's
 * time as mtime), else its mtime outside git.
 */
export function fileDate(file: string): string {
  const date = lastCommitDates().get(relToRoot(file));
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return fs.statSync(file).mtime.toISOString().slice(0, 10);
}

/**
 * The sitemap: every indexable address in every language, each with its language alternates
 * (xhtml:link, as Google documents for multilingual sites) and lastmod.
 */
export function sitemapXml(siteUrl: string, defaultLanguage: string, entries: SitemapEntry[]) {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const alternates = [
      ...Object.entries(entry.urls).map(
        ([lang, u]) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${esc(siteUrl + u)}" />`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${esc(siteUrl + (entry.urls[defaultLanguage] ?? ''))}" />`,
    ];
    for (const u of Object.values(entry.urls))
      out.push(
        '  <url>',
        `    <loc>${esc(siteUrl + u)}</loc>`,
        `    <lastmod>${entry.lastmod}</lastmod>`,
        ...alternates,
        '  </url>',
      );
  }
  out.push('</urlset>', '');
  return out.join('\n');
}
