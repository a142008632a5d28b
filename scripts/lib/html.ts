import { direction } from '../../src/i18n/languages.ts';

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
  /** The boot data element (serializeBoot escapes "<"). */
  boot: string;
}

/**
 * Puts a page's parts into the built index.html. Pure, so the property test can feed it hostile
 * words without a build.
 */
export function page(template: string, opts: PageParts): string {
  // A page that forces dark needs no first-paint theme script: skip the render-blocking request.
  const base = opts.dark
    ? template.replace(/\s*<script src="\/theme\.js"><\/script>/, '')
    : template;
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
      .replace('<!--head-->', () => opts.head)
      .replace('<!--app-->', () => opts.app)
      .replace('<!--boot-->', () => opts.boot)
  );
}

/** The head elements that carry a page's own words: title, description and their og: copies. */
export function textMeta(title: string, description: string, siteName: string): string[] {
  return [
    `<title>${esc(title === siteName ? title : `${title} | ${siteName}`)}</title>`,
    `<meta name="description" content="${esc(description)}" />`,
    `<meta property="og:title" content="${esc(title)}" />`,
    `<meta property="og:description" content="${esc(description)}" />`,
  ];
}
