import { defaultLanguage, direction } from '../../src/i18n/languages.ts';
import type { HeadTag } from '../../src/seo/head.ts';
import { metaContentSecurityPolicy } from './headers.ts';
import { LANGUAGE_SCRIPT_ELEMENT } from './languageScript.ts';
import { START_SCRIPT_ELEMENT } from './startScript.ts';

/** Text for HTML element content and double-quoted attributes. */
export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PageParts {
  lang: string;
  dark: boolean;
  /** Head elements, already escaped. */
  head: string;
  /** The prerendered app, as React wrote it. */
  app: string;
  /** The address of the page's boot data (scripts/lib/routeHtml.ts); none on pages the app
   *  renders itself (the 404 page) or never starts on (redirects). */
  boot?: string;
  /** Module files the page's own blocks need besides the app's entry ("/assets/Hero-x.js"). */
  modules?: readonly string[];
  /** The hidden <svg> of the icons the page draws (scripts/lib/inlineIcons.ts), first in <body>. */
  icons?: string;
}

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * The app's code leaves the head: public/start.js (inline at the end of the body) fetches it after
 * the first paint, from the list written here (entry first). The stylesheet moves up to be the
 * first thing asked for.
 */
function deferModules(template: string, own: readonly string[], boot?: string): string {
  const entry: string[] = [];
  const preloads: string[] = [];
  const sheets: string[] = [];
  const rest = template
    .replace(MODULE_SCRIPT, (_m, src: string) => (entry.push(src), ''))
    .replace(MODULE_PRELOAD, (_m, href: string) => (preloads.push(href), ''))
    .replace(STYLESHEET, (m) => (sheets.push(m), ''));
  const modules = [...new Set([...entry, ...preloads, ...own])];
  const bootAttr = boot ? ` data-boot="${esc(boot)}"` : '';
  const list = `\n    <script type="application/json" id="modules"${bootAttr}>${JSON.stringify(modules).replace(/</g, '\\u003c')}</script>\n  </head>`;
  return rest
    .replace(/(<meta name="viewport"[^>]*>)/, (m) => m + sheets.join(''))
    .replace(/\s*<\/head>/, () => list);
}

/**
 * Puts a page's parts into the built index.html. Pure, so the property test can feed it hostile
 * words without a build.
 */
export function page(template: string, opts: PageParts): string {
  // A page that forces dark needs no first-paint theme rule (scripts/lib/themeScript.ts).
  const base = deferModules(
    opts.dark ? template.replace(/\s*<script id="theme">[^<]*<\/script>/, '') : template,
    opts.modules ?? [],
    opts.boot,
  );
  return (
    base
      .replace(
        /<html[^>]*>/,
        // Forced-dark pages say so (public/theme.js leaves them alone); others start dark, the
        // site's default, and theme.js switches before first paint if the visitor chose light.
        `<html lang="${opts.lang}" dir="${direction(opts.lang)}" class="dark"${opts.dark ? ' data-theme="dark"' : ''}>`,
      )
      // Function replacements: a string replacement reads `$'`, `` $` `` and `$&` in the page's own
      // words as "the rest of the template" (a title "Save $' now" once doubled the whole page).
      // The policy first thing after the charset: it covers only what comes after it, so the
      // theme rule and every script the page names come under it. A default-language page then
      // starts with the stored-language rule (scripts/lib/languageScript.ts), before anything
      // it would paint or fetch.
      .replace(
        /(<meta charset="[^"]*" \/>)/i,
        (m) =>
          `${m}\n    <meta http-equiv="Content-Security-Policy" content="${esc(metaContentSecurityPolicy())}" />` +
          (opts.lang === defaultLanguage ? `\n    ${LANGUAGE_SCRIPT_ELEMENT}` : ''),
      )
      .replace('<!--head-->', () => opts.head)
      .replace('<!--app-->', () => opts.app)
      .replace(/<body>/, (m) => (opts.icons ? `${m}\n    ${opts.icons}` : m))
      // The template's own </body>, the last one: an article's HTML could hold the text.
      .replace(/\s*<\/body>(?![^]*<\/body>)/, (m) => `\n    ${START_SCRIPT_ELEMENT}${m}`)
  );
}

/**
 * Head elements as HTML. Each carries data-head, so that after a client-side navigation
 * src/seo/sync.ts can replace exactly these with the next page's (the title aside, which the
 * document has only one of). Structured data is JSON with "<" escaped: no text can end the script.
 */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${esc(tag.text)}</title>`;
      if (tag.tag === 'script')
        return `<script type="application/ld+json" data-head>${JSON.stringify(tag.json).replace(/</g, '\\u003c')}</script>`;
      const attrs = Object.entries(tag.attrs)
        .map(([k, v]) => `${k}="${esc(v)}"`)
        .join(' ');
      return `<${tag.tag} data-head ${attrs} />`;
    })
    .join('\n    ');
}
