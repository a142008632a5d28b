/**
 * The built site as Node tests read it: every prerendered page of dist/, raw. These checks need
 * no browser, so they run over all pages in all languages in seconds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DIST, LANGUAGES, builtBoot, builtRoutes } from '../site';

if (!fs.existsSync(path.join(DIST, 'index.html')))
  throw new Error(`${DIST} has no built site: run \`npm run build\` before these tests`);

export const raw = (route: string) => fs.readFileSync(path.join(DIST, route, 'index.html'), 'utf8');

/** An element's text from raw HTML: tags dropped, the entities React writes decoded. */
export const textOf = (html: string, tagsAs = ' ') =>
  html
    // React separates neighbouring texts with empty comments: one text for the reader.
    .replace(/<!--[^]*?-->/g, '')
    .replace(/<[^>]*>/g, tagsAs)
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

export const langOf = (route: string) =>
  LANGUAGES.find((l) => route === `/${l}` || route.startsWith(`/${l}/`)) ?? 'en';

export interface BuiltPage {
  route: string;
  lang: string;
  html: string;
  /** The page file it was built from, as `pageBlocks` names it ("about", "blog/[id]"). */
  file: string;
  /** What the visitor reads in <body> before any script runs (scripts and data left out). */
  text: string;
  /** The same with tags dropped without a space: a figure split over elements reads whole. */
  tight: string;
  namespaces: string[];
}

let cache: BuiltPage[] | undefined;

/** Every page that renders a page (redirect stubs aside), in every language. */
export function builtPages(): BuiltPage[] {
  cache ??= builtRoutes().flatMap((route) => {
    const html = raw(route);
    if (html.includes('http-equiv="refresh"')) return [];
    const boot = builtBoot(route);
    const body = html.slice(html.indexOf('<body'));
    const visible = body.replace(/<script\b[^>]*>[^]*?<\/script>/g, ' ');
    const file = (boot.resolution.file ?? '').replace(/^\/pages\//, '').replace(/\.json$/, '');
    return [
      {
        route,
        lang: langOf(route),
        html,
        file,
        // Only the collapsible white space: no-break and thin spaces are part of the words.
        text: textOf(visible).replace(/[ \t\r\n]+/g, ' '),
        tight: textOf(visible, '').replace(/[ \t\r\n]+/g, ' '),
        namespaces: boot.resolution.namespaces ?? [],
      },
    ];
  });
  return cache;
}

/** The blocks a prerendered page shows in <main>, in order, as "type#id". */
export function shownBlockOrder(html: string): string[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return [...main.matchAll(/<[a-z]+ [^>]*?data-block="([^"]+)"(?: id="([^"]*)")?/g)].map(
    (m) => `${m[1]}#${m[2] ?? ''}`,
  );
}

/** The raw HTML of each block of a given type in <main>, up to the next block. */
export function blockHtml(html: string, type: string): string[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return main
    .split(/(?=<[a-z]+ [^>]*?data-block=")/)
    .filter((part) => part.includes(`data-block="${type}"`));
}
