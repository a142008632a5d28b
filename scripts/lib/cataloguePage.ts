/**
 * The block catalogue's HTML, its own small stylesheet and its copy script (scripts/lib/catalogue.ts
 * renders the blocks and writes the files). Pure, so the page's shape can be tested without a build.
 * The page reads without JavaScript; the script only adds the Copy buttons. Its text is for the
 * site's editors and developers, in English; the blocks show in their own languages.
 */
import { esc } from './html.ts';

/** One rendering of an example in one language: its HTML, or why there is none. */
export interface Rendering {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The language's English name ("Arabic"). */
  label: string;
  html?: string;
  /** Set when the example could not be rendered (the build reports it as a failure). */
  error?: string;
  /** Set when the example renders but wrongly (a key without words); reported as a failure. */
  problem?: string;
  /** Set when the block renders nothing on the server (it shows only in the browser). */
  browserOnly?: boolean;
}

export interface CatalogueExample {
  json: string;
  renderings: Rendering[];
}

export interface CatalogueBlock {
  type: string;
  title: string;
  description: string;
  schemaFile: string;
  /** Why the block itself cannot be shown (no component, no example). */
  problem?: string;
  examples: CatalogueExample[];
}

export const anchorOf = (type: string) => `block-${type}`;

function rendering(block: CatalogueBlock, n: number, r: Rendering): string {
  const id = `${anchorOf(block.type)}-${n}-${r.lang}`;
  const label = `<p class="cat-label" id="${id}-label">${esc(r.label)} <span class="cat-muted">(${esc(r.lang)}, ${r.dir})</span></p>`;
  // Notes are the catalogue's own words (English), so they stay outside the language's container.
  const notes = [
    r.error &&
      `<p class="cat-note cat-error" role="note"><strong>This example could not be rendered:</strong> ${esc(r.error)}</p>`,
    r.problem &&
      `<p class="cat-note cat-error" role="note"><strong>This example is broken:</strong> ${esc(r.problem)}.</p>`,
    r.browserOnly &&
      `<p class="cat-note" role="note">This block renders nothing on the server: it appears only in the browser (for example after scrolling), so a static page cannot show it.</p>`,
  ].filter(Boolean);
  const broken = r.error || r.problem ? ' data-catalogue-error=""' : '';
  // The container carries the language and direction, so the site's own CSS (:lang(ar) sets the
  // Arabic face) and the blocks' logical properties apply as on a page in that language.
  const canvas = r.html
    ? `<div role="group" aria-labelledby="${id}-label" class="cat-canvas bg-bg text-fg" lang="${esc(r.lang)}" dir="${r.dir}">${r.html}</div>`
    : '';
  return `<div class="cat-render" data-catalogue-type="${esc(block.type)}" data-catalogue-lang="${esc(r.lang)}" data-catalogue-example="${n}"${broken}${r.browserOnly ? ' data-catalogue-browser-only=""' : ''}>${label}${notes.join('')}${canvas}</div>`;
}

function example(block: CatalogueBlock, ex: CatalogueExample, i: number): string {
  const n = i + 1;
  const codeId = `${anchorOf(block.type)}-${n}-json`;
  const name = `${block.title} example ${n}`;
  return `<section class="cat-example" aria-labelledby="${codeId}-heading">
<h3 id="${codeId}-heading">Example ${n}</h3>
${ex.renderings.map((r) => rendering(block, n, r)).join('\n')}
<div class="cat-snippet">
<div class="cat-snippet-bar"><p class="cat-label" id="${codeId}-label">JSON, for a page's <code>"blocks"</code> list</p><button type="button" class="cat-copy" data-copy="${codeId}" aria-label="Copy the JSON of ${esc(name)}" hidden>Copy</button><span class="cat-status" role="status"></span></div>
<pre tabindex="0" aria-labelledby="${codeId}-label"><code id="${codeId}" data-catalogue-json="${esc(block.type)}">${esc(ex.json)}</code></pre>
</div>
</section>`;
}

function blockSection(block: CatalogueBlock): string {
  const id = anchorOf(block.type);
  return `<section class="cat-block" id="${id}" aria-labelledby="${id}-heading" data-catalogue-block="${esc(block.type)}">
<h2 id="${id}-heading">${esc(block.title)} <code class="cat-type">${esc(block.type)}</code></h2>
<p class="cat-description">${esc(block.description)}</p>
<p class="cat-muted">Schema: <code>${esc(block.schemaFile)}</code></p>
${block.problem ? `<p class="cat-note cat-error" role="note">${esc(block.problem)}</p>` : ''}
${block.examples.map((ex, i) => example(block, ex, i)).join('\n')}
</section>`;
}

export function cataloguePage({
  siteName,
  stylesheets,
  blocks,
}: {
  siteName: string;
  /** Relative URLs of the site's built CSS. */
  stylesheets: string[];
  blocks: CatalogueBlock[];
}): string {
  const toc = blocks
    .map(
      (b) =>
        `<li><a href="#${anchorOf(b.type)}">${esc(b.title)}</a> <code class="cat-type">${esc(b.type)}</code></li>`,
    )
    .join('\n');
  const examples = blocks.reduce((n, b) => n + b.examples.length, 0);
  // "fonts": the blocks in the site's web fonts at once; no public/start.js here to apply them.
  return `<!doctype html>
<html lang="en" dir="ltr" class="dark fonts">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>Block catalogue · ${esc(siteName)}</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${esc(href)}" />`).join('\n')}
<link rel="stylesheet" href="catalogue.css" />
<script src="catalogue.js" defer></script>
</head>
<body class="bg-bg text-fg">
<a class="cat-skip" href="#main">Skip to the blocks</a>
<header class="cat-header">
<h1>Block catalogue</h1>
<p>Every block type of ${esc(siteName)}, ${blocks.length} in all with ${examples} examples, rendered by the site's own components in English and in Arabic. Generated by <code>npm run catalogue</code> from <code>schemas/blocks/</code> (titles, descriptions and <code>examples</code>) and the block registry; do not edit by hand. Copy an example's JSON into a page's <code>"blocks"</code> list, then change its keys and values.</p>
</header>
<nav class="cat-toc" aria-labelledby="toc-heading">
<h2 id="toc-heading">Blocks</h2>
<ol>
${toc}
</ol>
</nav>
<main id="main" tabindex="-1">
${blocks.map(blockSection).join('\n')}
</main>
<footer class="cat-footer"><p>Words come from <code>locales/&lt;language&gt;/&lt;namespace&gt;.json</code>: a value such as <code>"home:hero.title"</code> is a key there.</p></footer>
</body>
</html>
`;
}

/** The catalogue's own look, on the site's design tokens (src/styles.css). */
export const catalogueCss = `.cat-header, .cat-toc, .cat-block, .cat-footer { max-width: 80rem; margin-inline: auto; padding-inline: 1.5rem; }
.cat-header { padding-block: 2rem 1rem; }
.cat-header h1 { font-size: 2rem; font-weight: 700; margin-block-end: 0.5rem; }
.cat-header p, .cat-description { max-width: 70ch; color: var(--fg); line-height: 1.6; }
.cat-toc { padding-block: 1rem; border-block: 1px solid var(--border); }
.cat-toc h2 { font-size: 1.25rem; font-weight: 700; margin-block-end: 0.5rem; }
.cat-toc ol { columns: 16rem; list-style: decimal; padding-inline-start: 1.5rem; }
.cat-toc li { padding-block: 0.15rem; break-inside: avoid; }
.cat-toc a, .cat-footer a { color: var(--accent); text-decoration: underline; }
.cat-block { padding-block: 2.5rem; border-block-end: 1px solid var(--border); }
.cat-block > h2 { font-size: 1.6rem; font-weight: 700; margin-block-end: 0.5rem; scroll-margin-top: 1rem; }
.cat-example { margin-block-start: 1.5rem; }
.cat-example > h3 { font-size: 1.2rem; font-weight: 600; margin-block-end: 0.75rem; }
.cat-render { margin-block-end: 1rem; }
.cat-canvas { border: 1px solid var(--border); border-radius: 0.75rem; overflow: hidden; position: relative; }
.cat-label { font-size: 0.875rem; font-weight: 600; margin-block-end: 0.25rem; }
.cat-muted { color: var(--muted); font-size: 0.875rem; font-weight: 400; }
.cat-type { font-size: 0.8em; color: var(--muted); font-weight: 400; }
.cat-note { margin-block: 0 0.5rem; padding: 0.75rem 1rem; border-radius: 0.5rem; background: var(--surface); border: 1px solid var(--border); }
.cat-error { border-color: #f87171; border-inline-start-width: 4px; }
.cat-snippet { border: 1px solid var(--border); border-radius: 0.75rem; background: var(--surface); }
.cat-snippet-bar { display: flex; align-items: center; gap: 0.75rem; padding: 0.5rem 0.75rem; border-block-end: 1px solid var(--border); }
.cat-snippet-bar .cat-label { margin: 0; flex: 1; }
.cat-snippet pre { margin: 0; padding: 0.75rem; overflow: auto; max-height: 24rem; font-size: 0.8125rem; line-height: 1.5; }
.cat-snippet pre code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.cat-copy { padding: 0.25rem 0.875rem; border-radius: 0.375rem; background: var(--accent); color: var(--accent-fg); font-weight: 600; cursor: pointer; }
.cat-status { font-size: 0.875rem; color: var(--fg); min-width: 4rem; }
.cat-footer { padding-block: 2rem; color: var(--muted); }
.cat-skip { position: absolute; inset-inline-start: 1rem; top: -4rem; z-index: 60; padding: 0.5rem 1rem; border-radius: 0.375rem; background: var(--accent); color: var(--accent-fg); }
.cat-skip:focus { top: 1rem; }
:is(.cat-header, .cat-toc, .cat-block, .cat-footer, .cat-skip) :focus-visible, .cat-skip:focus-visible, main:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
main:focus:not(:focus-visible) { outline: none; }
`;

/**
 * The Copy buttons: shown only when this script runs (without it the JSON is still there to
 * select), each copying its example's JSON and saying so in a status the screen reader reads.
 */
export const catalogueJs = `'use strict';
(function () {
  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    return new Promise(function (resolve, reject) {
      var area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      var ok = document.execCommand('copy');
      area.remove();
      if (ok) resolve();
      else reject(new Error('copy refused'));
    });
  }
  document.querySelectorAll('button[data-copy]').forEach(function (button) {
    button.hidden = false;
    var status = button.parentElement.querySelector('.cat-status');
    button.addEventListener('click', function () {
      var code = document.getElementById(button.getAttribute('data-copy'));
      copyText(code.textContent).then(
        function () { status.textContent = 'Copied'; },
        function () { status.textContent = 'Select the JSON and copy it'; }
      );
      setTimeout(function () { status.textContent = ''; }, 4000);
    });
  });
})();
`;
