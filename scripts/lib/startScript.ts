/**
 * public/start.js, inline at the end of every page's body instead of fetched. As a file (deferred),
 * it was a request finished before the first frame, which Lighthouse's simulation then counted
 * before the largest contentful paint (not the first): on the HTTP/1.1 bench server a cold
 * connection more, about +300 ms of LCP (measured on hand-edited pages). At the
 * end of <body> it runs where a deferred script did, once the page is parsed, before anything of
 * the app. A strict Content Security Policy allows this exact text by its hash
 * (scripts/lib/headers.ts), as it does the language and theme rules. The file stays the one
 * source (and its unit test runs it); what pages carry is its minified text.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { minifySync } from 'vite';
import { fromRoot } from './paths.ts';

const SOURCE = fs.readFileSync(fromRoot('public', 'start.js'), 'utf8');

/** Minified as the file was (scripts/build/hostFiles.ts), synchronously: the policy is computed at import. */
export const START_SCRIPT = minifySync('start.js', SOURCE).code.trim();

// An inline script ends at the first "</script" whatever the JavaScript means by it.
if (/<\/script/i.test(START_SCRIPT)) throw new Error('public/start.js may not contain "</script"');

/** The CSP source that allows exactly START_SCRIPT. */
export const START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;

/** The element as it stands last in the body of every page. */
export const START_SCRIPT_ELEMENT = `<script id="start">${START_SCRIPT}</script>`;
