import fs from 'node:fs';
import { withFirstPaint } from '../../scripts/vite/firstPaint';
import fc from 'fast-check';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { routeHtml, type BootFile } from '../../scripts/lib/routeHtml';
import { isBoot } from '../../src/app/boot';
import { THEME_SCRIPT } from '../../scripts/lib/themeScript';
import { LANGUAGE_SCRIPT } from '../../scripts/lib/languageScript';
import { START_SCRIPT } from '../../scripts/lib/startScript';
import site from '../../site.json';
import { contentNeeds, render, resolve } from '../../src/entryServer';
import { readContent } from '../../scripts/lib/siteData';

/*
 * The whole prerender path, not only the page assembly: hostile words in each kind of text field
 * go through the real SSR render of real pages and the same routeHtml() the build uses, and the
 * parsed HTML must show them as text, exactly where they belong.
 */

// The template as the build leaves it (the first-paint plugin has run on it).
const template = withFirstPaint(fs.readFileSync('index.html', 'utf8'), '.');
const json = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

const corpus = fc.constantFrom(
  "Save $' now",
  'Save $` now $& $$ $1 $<name>',
  '</script><script>alert(1)</script>',
  '<!--app--><!--head--><!--theme-->',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '</title><h1>fake</h1>',
  '\u202eevil\u202c \u2066x\u2069',
  '😀🇲🇦 مرحبا',
  'x'.repeat(10_000),
);
/*
 * Any text a translator can type, except what HTML itself rewrites (a NUL becomes U+FFFD, CR
 * becomes LF) and i18next's own syntax ({{placeholders}}, $t(nesting)), which the lint checks.
 */
// The NUL is exactly what is left out here.
// eslint-disable-next-line no-control-regex
const RESERVED = /[\u0000\r]|\{\{|\$t\(/u;
const typed = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 200 })
  .filter((s) => !RESERVED.test(s) && s.trim() !== '');
const hostile = fc.oneof(corpus, typed);

type Words = Record<string, Record<string, unknown>>;
type ParsedDocument = ReturnType<InstanceType<Window['DOMParser']>['parseFromString']>;

async function build(
  url: string,
  change: (words: Words, content: Record<string, unknown>) => void,
) {
  const resolution = await resolve(url, async () => undefined);
  if (resolution.kind !== 'page') throw new Error(`${url} is not a page`);
  const lang = resolution.lang;
  const words: Words = Object.fromEntries(
    resolution.namespaces.map((ns) => [ns, json(`locales/${lang}/${ns}.json`)]),
  );
  // The content the build embeds for this page (articles, stories, quotes), as the build reads it.
  const content = readContent(contentNeeds(resolution.page.blocks, url), lang);
  change(words, content);
  const { app, formatted } = await render(url, resolution, words, content);
  const { html, boot } = routeHtml({
    template,
    manifest: {},
    url,
    lang,
    resolution,
    words,
    content,
    app,
    formatted,
  });
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  return { doc, html, boot, close: () => window.close() };
}

/**
 * One root, one module list with the entry first that names the boot file, boot data that
 * parses, nothing that runs.
 */
function sound(doc: ParsedDocument, boot: BootFile) {
  expect(doc.querySelectorAll('#root')).toHaveLength(1);
  expect(JSON.parse(doc.getElementById('modules')?.textContent ?? '')[0]).toBe('/src/main.tsx');
  // Inline, only data, start.js and the language and theme rules whose hashes the CSP allows, word for word.
  for (const s of doc.querySelectorAll('script:not([src]):not([type="module"])')) {
    if (s.id === 'theme') expect(s.textContent).toBe(THEME_SCRIPT);
    else if (s.id === 'language') expect(s.textContent).toBe(LANGUAGE_SCRIPT);
    else if (s.id === 'start') expect(s.textContent).toBe(START_SCRIPT);
    else expect(['application/json', 'application/ld+json']).toContain(s.getAttribute('type'));
  }
  // The stored-language rule only on a default-language page, first thing after the policy.
  expect(doc.querySelectorAll('script#language').length).toBe(
    doc.documentElement.lang === 'en' ? 1 : 0,
  );
  // None on a forced-dark page, one on the others.
  expect(doc.querySelectorAll('script#theme').length).toBe(
    doc.documentElement.hasAttribute('data-theme') ? 0 : 1,
  );
  const all = [...doc.querySelectorAll('*')];
  expect(all.filter((e) => [...e.attributes].some((a) => a.name.startsWith('on')))).toEqual([]);
  expect(doc.querySelectorAll('#root script, #root iframe, #root object')).toHaveLength(0);
  expect(doc.getElementById('modules')?.getAttribute('data-boot')).toBe(boot.url);
  expect(boot.url).toMatch(/^\/assets\/boot\/[0-9a-f]{16}\.json$/);
  // What the browser will check before hydrating: the build's own boot data always passes.
  expect(isBoot(JSON.parse(boot.json))).toBe(true);
  return JSON.parse(boot.json) as {
    words: Words;
    content?: Record<string, unknown>;
  };
}

const original = site.name;
afterAll(() => {
  site.name = original;
});

/** The embedded testimonials file among a page's content (its address names it). */
const testimonialsOf = (content: Record<string, unknown>) =>
  Object.entries(content).find(([address]) => address.includes('testimonials'))?.[1];

describe('prerender through the SSR render, under hostile words (property)', () => {
  it('page meta and block text (Arabic /about): title, description and h1 are the words, as text', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, hostile, async (title, description, heading) => {
        const {
          doc,
          boot: file,
          close,
        } = await build('/ar/about', (words) => {
          const about = words.about as {
            meta: Record<string, string>;
            hero: Record<string, string>;
          };
          about.meta = { ...about.meta, title, description };
          about.hero = { ...about.hero, title: heading };
        });
        const boot = sound(doc, file);
        expect(doc.querySelector('title')?.textContent).toBe(`${title} | ${site.name}`);
        expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
          description,
        );
        expect(doc.querySelectorAll('h1')).toHaveLength(1);
        expect(doc.querySelector('h1')?.textContent).toBe(heading);
        expect((boot.words.about as { hero: { title: string } }).hero.title).toBe(heading);
        close();
      }),
      { numRuns: 40, seed: 20261124 },
    );
  });

  it('content (the home page testimonials) and site.json (the brand name) come out as text', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, hostile, async (name, quote, brand) => {
        site.name = brand;
        const {
          doc,
          boot: file,
          close,
        } = await build('/fr', (_words, content) => {
          // The home page's testimonials, as the marquee shows them (home also embeds the case
          // studies its success stories name).
          const file = testimonialsOf(content) as { items: Record<string, string>[] };
          file.items = [
            { ...file.items[0], clientName: name, testimonial: quote },
            ...file.items.slice(1),
          ];
        });
        const boot = sound(doc, file);
        const texts = [...doc.querySelectorAll('#root *')].map((e) => e.textContent);
        expect(texts).toContain(name);
        expect(texts.some((t) => t?.includes(quote))).toBe(true);
        expect(texts).toContain(brand);
        const stored = testimonialsOf(boot.content ?? {}) as {
          items: { testimonial: string }[];
        };
        expect(stored.items[0]?.testimonial).toBe(quote);
        close();
      }),
      { numRuns: 30, seed: 20261124 },
    );
    site.name = original;
  });

  it('article fields (/de/blog/…): title, excerpt and author come out as text, in the head too', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, hostile, async (title, excerpt, author) => {
        const {
          doc,
          boot: file,
          close,
        } = await build('/de/blog/ai-transformation-morocco', (_w, content) => {
          const article = Object.values(content)[0] as Record<string, unknown> & {
            author: Record<string, string>;
          };
          Object.assign(article, {
            title,
            excerpt,
            author: { ...article.author, name: author },
          });
        });
        const boot = sound(doc, file);
        expect(doc.querySelectorAll('h1')).toHaveLength(1);
        expect(doc.querySelector('h1')?.textContent).toBe(title);
        expect(doc.querySelector('title')?.textContent).toBe(`${title} | ${site.name}`);
        expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(title);
        expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
          excerpt,
        );
        const texts = [...doc.querySelectorAll('#root *')].map((e) => e.textContent ?? '');
        expect(texts.some((t) => t.includes(author))).toBe(true);
        const graph = JSON.parse(
          doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
        ) as { '@graph': { '@type': string; headline?: string }[] };
        expect(graph['@graph'].find((n) => n['@type'] === 'Article')?.headline).toBe(title);
        expect(Object.values(boot.content ?? {})[0]).toMatchObject({ title, excerpt });
        close();
      }),
      { numRuns: 30, seed: 20261125 },
    );
  });
});
