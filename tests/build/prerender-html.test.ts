import fs from 'node:fs';
import { withFirstPaint } from '../../scripts/vite/firstPaint';
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { headHtml, page } from '../../scripts/lib/html';
import { fullTitle } from '../../src/seo/head';
import type { Boot } from '../../src/app/boot';
import { bootFile } from '../../scripts/lib/routeHtml';
import { START_SCRIPT } from '../../scripts/lib/startScript';
import site from '../../site.json';

// The template as the build leaves it (the first-paint plugin has run on it).
const template = withFirstPaint(fs.readFileSync('index.html', 'utf8'), '.');

// What editors, translators and attackers can put into a text field.
const hostile = fc.oneof(
  fc.constantFrom(
    "Save $' now",
    'Save $` now',
    'Save $& now',
    '$$ $1 $<name>',
    '</script><script>alert(1)</script>',
    '<!--app--><!--head--><!--theme-->',
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    '</title><h1>fake</h1>',
    '\u202eevil\u202c \u2066x\u2069',
    '😀🇲🇦 مرحبا',
    '',
    'x'.repeat(10_000),
  ),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
);

function build(title: string, description: string, body: string, dark: boolean) {
  const boot: Boot = {
    pathname: '/about',
    // Only its serialisation matters here: any JSON value stands for a page.
    resolution: { kind: 'page', title, body } as unknown as Boot['resolution'],
  };
  const file = bootFile(boot);
  const html = page(template, {
    lang: 'ar',
    dark,
    head: headHtml([
      { tag: 'title', text: fullTitle(title, site.name) },
      { tag: 'meta', attrs: { name: 'description', content: description } },
      { tag: 'meta', attrs: { property: 'og:title', content: title } },
      { tag: 'script', json: { '@type': 'WebPage', name: title, description } },
    ]),
    app: renderToString(createElement('main', null, createElement('h1', null, body))),
    boot: file.url,
  });
  return { html, file };
}

describe('prerendered page assembly under hostile words (property)', () => {
  it('keeps every text as text, in its place, with one root, one entry and valid boot JSON', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, fc.boolean(), (title, description, body, dark) => {
        const { html, file } = build(title, description, body, dark);
        const window = new Window();
        const doc = new window.DOMParser().parseFromString(html, 'text/html');
        expect(doc.querySelectorAll('#root')).toHaveLength(1);
        // The app's code is fetched after first paint from one list, entry first (public/start.js).
        expect(doc.querySelectorAll('script[type="module"]')).toHaveLength(0);
        expect(JSON.parse(doc.getElementById('modules')?.textContent ?? '')).toEqual([
          '/src/main.tsx',
        ]);
        // The inline theme rule (light/dark pages only), start.js, the module list and the
        // structured data: nothing else. The boot data is a file of its own, named by the list.
        expect(doc.querySelectorAll('script')).toHaveLength(dark ? 3 : 4);
        expect(doc.querySelectorAll('script#theme')).toHaveLength(dark ? 0 : 1);
        expect(doc.getElementById('modules')?.getAttribute('data-boot')).toBe(file.url);
        // start.js inline, last in the body (after the page it starts), under its hash.
        expect(doc.querySelectorAll('script[src]')).toHaveLength(0);
        expect(doc.body.lastElementChild?.id).toBe('start');
        expect(doc.getElementById('start')?.textContent).toBe(START_SCRIPT);
        const ld = doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
        expect(JSON.parse(ld)).toEqual({ '@type': 'WebPage', name: title, description });
        expect(doc.querySelectorAll('h1')).toHaveLength(1);
        expect(doc.querySelector('h1')?.textContent).toBe(body);
        const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
        expect(doc.querySelector('title')?.textContent).toBe(fullTitle);
        expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
          description,
        );
        expect(JSON.parse(file.json)).toMatchObject({ resolution: { title, body } });
        expect(doc.querySelectorAll('[onerror], [onload]')).toHaveLength(0);
        window.close();
      }),
      { numRuns: 300, seed: 20261124 },
    );
  });

  it("no longer doubles the page for a title with $' (the reported case)", () => {
    const { html } = build("Save $' now", 'd', 'Body', false);
    expect(html.match(/id="root"/g)).toHaveLength(1);
    expect(html).toContain("<title>Save $' now | ");
    expect(html.length).toBeLessThan(template.length + START_SCRIPT.length + 2000);
  });
});
