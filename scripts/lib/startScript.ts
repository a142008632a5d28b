/**
 * public/start.js, inline at the end of every page's body instead of fetched. As a file (deferred),
 * it was a request finished before the first frame, which Lighthouse's simulation then counted
 * before the largest contentful paint (not the first): on the HTTP/1.1 bench server a cold
 * connection more, about +300 ms of LCP (measured on hand-edited pages). At the
 * end of <body> it runs where a deferred script did, once the page is parsed, before anything of
 * the app. A strict Content Security Policy allows this exact text by its hash
 * (scripts/lib/headers.ts), as it does the language and theme rules. The file stays the one
 * source (and its unit test runs it); what pages carry is its minified text.
 *
 * What is needed only after the first paint, the web fonts' loading (public/fonts.js), is a file
 * of its own, which start.js asks for then: every byte inline is a byte of every page's HTML.
 * It lives under /assets/, named by its content like the bundler's files, so it is cached for
 * good; start.js carries that name.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { minifySync } from 'vite';
import { fromRoot } from './paths.ts';

const read = (file: string) => fs.readFileSync(fromRoot('public', file), 'utf8');
const minified = (file: string, source: string) => minifySync(file, source).code.trim();
const sha256 = (text: string) => createHash('sha256').update(text);

/** public/fonts.js as served. */
export const FONTS_SCRIPT = minified('fonts.js', read('fonts.js'));

/** Where it is served, by its content. */
export const FONTS_SCRIPT_URL = `/assets/fonts-${sha256(FONTS_SCRIPT).digest('hex').slice(0, 16)}.js`;

/** public/not-found.js as served, in the 404 page's head only. */
export const NOT_FOUND_SCRIPT = minified('not-found.js', read('not-found.js'));

/** Where it is served, by its content. */
export const NOT_FOUND_SCRIPT_URL = `/assets/not-found-${sha256(NOT_FOUND_SCRIPT).digest('hex').slice(0, 16)}.js`;

/** The name start.js gives the fonts' script in its source, which the build replaces. */
const FONTS_PLACEHOLDER = "'/fonts.js'";

function startScript(): string {
  const source = read('start.js');
  if (source.split(FONTS_PLACEHOLDER).length !== 2)
    throw new Error(`public/start.js must name the fonts' script once, as ${FONTS_PLACEHOLDER}`);
  return minified('start.js', source.replace(FONTS_PLACEHOLDER, JSON.stringify(FONTS_SCRIPT_URL)));
}

/** Minified synchronously: the policy is computed at import. */
export const START_SCRIPT = startScript();

// An inline script ends at the first "</script" whatever the JavaScript means by it.
if (/<\/script/i.test(START_SCRIPT)) throw new Error('public/start.js may not contain "</script"');

/** The CSP source that allows exactly START_SCRIPT. */
export const START_SCRIPT_SOURCE = `'sha256-${sha256(START_SCRIPT).digest('base64')}'`;

/** The element as it stands last in the body of every page. */
export const START_SCRIPT_ELEMENT = `<script id="start">${START_SCRIPT}</script>`;
