/**
 * What search engines, link previews and a strict Content Security Policy read in the raw HTML
 * of every prerendered page, in every language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readCollection } from '../../scripts/lib/collections';
import { root } from '../../scripts/lib/paths';
import { THEME_SCRIPT } from '../../scripts/lib/themeScript';
import { LANGUAGE_SCRIPT } from '../../scripts/lib/languageScript';
import {
  FONTS_SCRIPT,
  FONTS_SCRIPT_URL,
  START_SCRIPT_ELEMENT,
} from '../../scripts/lib/startScript';
import { compileArticle, compileList } from '../../scripts/lib/articles';
import { DIST, LANGUAGES, builtBoot, builtRoutes, localeWords } from '../site';
import { langOf, raw, textOf as textOfHtml } from './built';

const site = JSON.parse(fs.readFileSync('site.json', 'utf8')) as { url: string; name: string };

const textOf = (html: string) => textOfHtml(html, '');

/**
 * The few head elements the sweep reads, found by pattern with a DOM-like surface: the head is
 * written by scripts/lib/html.ts headHtml() in one fixed form (attributes double-quoted).
 */
function headParts(head: string) {
  const tags = [...head.matchAll(/<(meta|link|title|script)\b([^>]*)>(?:([^]*?)<\/\1>)?/g)].map(
    ([, tag = '', attrs = '', inner = '']) => ({
      tag,
      attrs: Object.fromEntries(
        [...attrs.matchAll(/([a-z:-]+)="([^"]*)"/g)].map(([, k = '', v = '']) => [k, textOf(v)]),
      ),
      inner,
    }),
  );
  const pick = (tag: string, test: (a: Record<string, string>) => boolean) =>
    tags.filter((t) => t.tag === tag && test(t.attrs));
  return {
    title: textOf(tags.find((t) => t.tag === 'title')?.inner ?? ''),
    meta: (key: string, value: string) => pick('meta', (a) => a[key] === value),
    links: (rel: string) => pick('link', (a) => a.rel === rel),
    jsonLd: tags.find((t) => t.tag === 'script' && t.attrs.type === 'application/ld+json')?.inner,
  };
}

/** Words no link may consist of alone (Lighthouse's list, and this site's own such labels). */
function genericLinkWords(): Set<string> {
  const out = new Set(['learn more', 'read more', 'click here', 'more', 'here', 'click', 'link']);
  for (const lang of LANGUAGES)
    for (const [ns, key] of [
      ['services', 'learnMore'],
      ['solutions', 'learnMore'],
    ] as const) {
      const value = (localeWords(lang, ns) as { actions?: Record<string, string> }).actions?.[key];
      if (value) out.add(value.toLowerCase());
    }
  return out;
}

describe('what search engines and link previews read in the raw HTML', () => {
  it('every prerendered page in every language: h1, own title and description, canonical, 7 alternates, og locale, social card, structured data, descriptive links', async () => {
    const generic = genericLinkWords();
    const titles = new Map<string, string>();
    // Problems are collected and compared once: an expect() per link on 426 pages costs minutes.
    const problems: string[] = [];
    const want = (ok: boolean, problem: string) => void (ok || problems.push(problem));
    let checked = 0;
    const cards = new Map<string, { file: string; width: number; height: number }>();
    for (const route of builtRoutes()) {
      const html = raw(route);
      if (html.includes('http-equiv="refresh"')) continue;
      // By pattern: 426 whole pages through a DOM parser take a minute and a half.
      const [head = '', body = ''] = html.split('</head>');
      const doc = headParts(head);
      const h1 = [...body.matchAll(/<h1[\s>][^]*?<\/h1>/g)].map((m) => textOf(m[0]).trim());
      want(h1.length === 1 && !!h1[0], `${route}: ${h1.length} h1 (${h1.join(' / ')})`);
      const title = doc.title;
      want(title.length > 0, `${route}: no title`);
      const noindex = doc.meta('name', 'robots').some((m) => m.attrs.content?.includes('noindex'));
      // Unique within a language: a client's name is the same in all six.
      const lang = LANGUAGES.find((l) => route === `/${l}` || route.startsWith(`/${l}/`)) ?? 'en';
      const twin = titles.get(`${lang} ${title}`);
      if (!noindex) {
        want(!twin, `${route}: title "${title}" is also ${twin}'s`);
        titles.set(`${lang} ${title}`, route);
      }
      const description = doc.meta('name', 'description')[0]?.attrs.content ?? '';
      want(description.trim().length > 0, `${route}: no description`);
      const canonical = doc.links('canonical').map((l) => l.attrs.href);
      want(canonical.join() === site.url + route, `${route}: canonical ${canonical.join()}`);
      const alternates = doc.links('alternate').filter((l) => l.attrs.hreflang);
      want(alternates.length === LANGUAGES.length + 1, `${route}: ${alternates.length} alternates`);
      want(
        alternates.some((a) => a.attrs.href === site.url + route),
        `${route}: alternates leave out the page itself`,
      );
      const locale = doc.meta('property', 'og:locale')[0]?.attrs.content ?? '';
      want(/^[a-z]{2}_[A-Z]{2}$/.test(locale), `${route}: og:locale "${locale}"`);
      want(
        doc.meta('property', 'og:locale:alternate').length === LANGUAGES.length - 1,
        `${route}: og:locale:alternate count`,
      );
      const image = doc.meta('property', 'og:image')[0]?.attrs.content ?? '';
      want(image.startsWith(`${site.url}/og/`), `${route}: og:image "${image}"`);
      cards.set(route, {
        file: path.join(DIST, new URL(image, site.url).pathname),
        width: Number(doc.meta('property', 'og:image:width')[0]?.attrs.content),
        height: Number(doc.meta('property', 'og:image:height')[0]?.attrs.content),
      });
      want(
        !!doc.meta('property', 'og:image:alt')[0]?.attrs.content?.includes(title.split(' | ')[0]!),
        `${route}: og:image:alt does not name the page`,
      );
      want(
        doc.meta('name', 'twitter:card')[0]?.attrs.content === 'summary_large_image',
        `${route}: twitter:card is not summary_large_image`,
      );
      want(
        doc.meta('name', 'twitter:image')[0]?.attrs.content === image,
        `${route}: twitter:image differs from og:image`,
      );
      // A page may have no structured data; what it has is JSON, and a node that points at the
      // agency finds it on the same page (src/seo/structuredData.ts).
      if (doc.jsonLd !== undefined) {
        let types: string[] = [];
        try {
          const graph = (JSON.parse(doc.jsonLd) as { '@graph': { '@type': string | string[] }[] })[
            '@graph'
          ];
          types = graph.flatMap((n) => n['@type']);
        } catch {
          problems.push(`${route}: structured data is not JSON`);
        }
        const pointed = doc.jsonLd.includes(`"@id":"${site.url}/#organization"}`);
        want(
          !pointed || (types.includes('Organization') && types.includes('LocalBusiness')),
          `${route}: a node points at the agency, which the page does not describe`,
        );
      }
      const isHome = route === "/" || LANGUAGES.some((l) => route === `/${l}`);
      want(!isHome || doc.jsonLd?.includes('"WebSite"') === true, `${route}: no WebSite on a home page`);
      for (const [, attrs = '', inner = ''] of body.matchAll(/<a\s([^>]*)>([^]*?)<\/a>/g)) {
        const label = /aria-label="([^"]*)"/.exec(attrs)?.[1];
        const name = textOf(label ?? inner)
          .trim()
          .toLowerCase();
        want(!generic.has(name), `${route}: a link says only "${name}"`);
      }
      checked++;
    }
    // The cards: each file exists, is the size the head states, and stays light for previews.
    let largest = 0;
    for (const [route, card] of cards) {
      if (!fs.existsSync(card.file)) {
        problems.push(`${route}: its card ${card.file} is missing`);
        continue;
      }
      const { width, height, format } = await sharp(card.file).metadata();
      const size = fs.statSync(card.file).size;
      largest = Math.max(largest, size);
      want(
        format === 'jpeg' && width === card.width && height === card.height,
        `${route}: card is ${format} ${width}×${height}, the head says ${card.width}×${card.height}`,
      );
      want(size < 100 * 1024, `${route}: card weighs ${size} bytes`);
    }
    expect(problems).toEqual([]);
    expect(cards.size).toBe(checked);
    expect(checked).toBeGreaterThan(300);
  });

  it('articles and stories are in their HTML, with their own head; lists show their cards', () => {
    for (const lang of LANGUAGES) {
      const prefix = lang === 'en' ? '' : `/${lang}`;
      const article = compileArticle(root, 'blog', 'crm-best-practices', lang)!;
      const html = raw(`${prefix}/blog/crm-best-practices`);
      const doc = new new Window().DOMParser().parseFromString(html, 'text/html');
      expect(doc.querySelector('h1')?.textContent).toBe(article.title);
      expect(doc.querySelector('title')?.textContent).toBe(`${article.title} | ${site.name}`);
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        article.excerpt,
      );
      expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe(
        'article',
      );
      expect(
        doc.querySelector('meta[property="article:published_time"]')?.getAttribute('content'),
      ).toBe(article.date);
      expect(doc.body.textContent).toContain(article.author.name);
      expect(doc.querySelectorAll('[data-article-loading]')).toHaveLength(0);

      const list = new new Window().DOMParser().parseFromString(raw(`${prefix}/blog`), 'text/html');
      expect(list.querySelectorAll('[data-results] [data-article-card]').length).toBe(
        compileList(root, 'blog', lang).articles.length,
      );
      expect(list.body.textContent).toContain(article.title);

      const stories = readCollection(root, 'testimonials', lang).items as {
        id: string;
        clientCompany: string;
        clientName: string;
      }[];
      const story = stories[0]!;
      const detail = new new Window().DOMParser().parseFromString(
        raw(`${prefix}/testimonials/${story.id}`),
        'text/html',
      );
      expect(detail.querySelector('h1')?.textContent).toBe(story.clientCompany || story.clientName);
      const all = new new Window().DOMParser().parseFromString(
        raw(`${prefix}/testimonials`),
        'text/html',
      );
      expect(all.querySelectorAll('[data-results] [data-testimonial-card]').length).toBe(
        stories.length,
      );
    }
  });

  it('the sitemap lists every indexable address with its 7 alternates and a lastmod', () => {
    const xml = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
    const urls = xml.split('<url>').slice(1);
    const indexable = builtRoutes().filter((r) => {
      const html = raw(r);
      return !html.includes('http-equiv="refresh"') && !html.includes('content="noindex"');
    });
    expect(urls.length).toBe(indexable.length);
    for (const u of urls) {
      expect(u).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      expect(u.match(/<xhtml:link rel="alternate"/g)).toHaveLength(LANGUAGES.length + 1);
    }
    expect(xml).toContain(`<loc>${site.url}/fr/blog/crm-best-practices</loc>`);
    expect(xml).not.toContain('/login<');
    expect(xml).not.toContain('/app/business/overview<');
  });
});

describe('the prerendered HTML', () => {
  it('declares lang, dir, canonical and hreflang alternates for every language', () => {
    const html = raw('/ar/about');
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain(
      `<link data-head rel="canonical" href="${site.url}/ar/about" />`,
    );
    for (const [lang, href] of [
      ['en', '/about'],
      ['fr', '/fr/about'],
      ['ar', '/ar/about'],
      ['x-default', '/about'],
    ]) {
      expect(html).toContain(
        `<link data-head rel="alternate" hreflang="${lang}" href="${site.url}${href}" />`,
      );
    }
    // The page's words come with it, in its language only: no locale file is asked for.
    expect(html).not.toContain('/locales/');
    const boot = builtBoot('/ar/about');
    const about = localeWords('ar', 'about') as Record<string, unknown>;
    delete about.$schema;
    expect(boot.words?.about).toEqual(about);
    expect(Object.keys(boot.words ?? {})).not.toContain('home');
  });

  it('the favicon travels in the page as public/favicon.svg itself, asking for nothing', () => {
    const html = fs.readFileSync(path.join(DIST, 'about', 'index.html'), 'utf8');
    const href = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)" type="image\/svg\+xml"/.exec(
      html,
    )?.[1];
    expect(decodeURIComponent(href ?? '')).toBe(
      fs.readFileSync(path.join(DIST, 'favicon.svg'), 'utf8').trim(),
    );
  });

  it('no link on any prerendered page is dead, and every #anchor it names exists', () => {
    const page = (route: string) => fs.readFileSync(path.join(DIST, route, 'index.html'), 'utf8');
    const routes = new Set(builtRoutes());
    const ids = new Map<string, Set<string>>();
    const idsOf = (route: string) => {
      if (!ids.has(route))
        ids.set(route, new Set([...page(route).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)));
      return ids.get(route)!;
    };
    const dead: string[] = [];
    let checked = 0;
    for (const route of routes) {
      for (const [, href] of page(route).matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)) {
        checked++;
        const [where, hash] = href!.split('#') as [string, string | undefined];
        const target = where === '' ? route : where.split('?')[0]!.replace(/(.)\/$/, '$1');
        const isFile = fs.existsSync(path.join(DIST, target)) && !routes.has(target);
        if (!routes.has(target) && !isFile) dead.push(`${route} -> ${href}`);
        else if (hash && routes.has(target) && !idsOf(target).has(hash))
          dead.push(`${route} -> ${href} (no #${hash} there)`);
      }
    }
    expect([...new Set(dead)]).toEqual([]);
    // Every page has at least the navigation and footer links: the scan really read them.
    expect(checked).toBeGreaterThan(routes.size * 20);
  });

  it('no page contains an inline script other than JSON data, the hashed language and theme rules and start.js (strict CSP)', () => {
    let themed = 0;
    let english = 0;
    for (const route of builtRoutes()) {
      const html = fs.readFileSync(path.join(DIST, route, 'index.html'), 'utf8');
      const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([^<]*)/g)];
      // Data blocks the browser never runs, and the theme rule the policy allows by its hash,
      // exactly as the policy has it (none on a forced-dark page).
      const theme = scripts.filter((m) => m[1] === ' id="theme"');
      expect(
        theme.map((m) => m[2]).filter((text) => text !== THEME_SCRIPT),
        route,
      ).toEqual([]);
      themed += theme.length;
      // The stored-language rule, first in the head of each default-language page only.
      const language = scripts.filter((m) => m[1] === ' id="language"');
      expect(language.map((m) => m[2]), route).toEqual(
        langOf(route) === 'en' ? [LANGUAGE_SCRIPT] : [],
      );
      if (language.length) {
        expect(html.indexOf('id="language"'), route).toBeLessThan(html.indexOf('<link'));
        english++;
      }
      // public/start.js, exactly the text the policy hashes, once, last in the body: it runs
      // where a deferred script did, once the page is parsed.
      expect(scripts.filter((m) => m[1] === ' id="start"')).toHaveLength(1);
      expect(html.split(START_SCRIPT_ELEMENT), route).toHaveLength(2);
      expect(html, route).toMatch(/<script id="start">[^]*<\/script>\s*<\/body>\s*<\/html>\s*$/);
      expect(html, route).not.toContain('src="/start.js"');
      const data = scripts.filter(
        (m) => m[1] !== ' id="theme"' && m[1] !== ' id="language"' && m[1] !== ' id="start"',
      );
      expect(data.length, route).toBeGreaterThan(0);
      for (const m of data) expect(m[1], route).toMatch(/type="application\/(ld\+)?json"/);
      expect(html, route).not.toMatch(/<style/);
    }
    expect(themed).toBeGreaterThan(100);
    expect(english).toBeGreaterThan(50);
  });

  it("serves the web fonts' script every start script names, and no page carries it inline", () => {
    expect(START_SCRIPT_ELEMENT).toContain(FONTS_SCRIPT_URL);
    expect(fs.readFileSync(path.join(DIST, FONTS_SCRIPT_URL), 'utf8')).toBe(FONTS_SCRIPT);
    // Only start.js's own work is inline: the faces' choosing is in the file.
    for (const route of builtRoutes())
      expect(raw(route), route).not.toContain('unicodeRange');
  });

  it('no page skips a heading level (a screen reader outline, Lighthouse heading-order)', () => {
    const skipped: string[] = [];
    for (const route of builtRoutes()) {
      const html = fs.readFileSync(path.join(DIST, route, 'index.html'), 'utf8');
      const body = html.slice(html.indexOf('id="root"'));
      let previous = 0;
      for (const m of body.matchAll(/<h([1-6])[\s>]/g)) {
        const level = Number(m[1]);
        if (level > previous + 1) skipped.push(`${route}: h${previous} → h${level}`);
        previous = level;
      }
    }
    expect(builtRoutes().length).toBeGreaterThan(400);
    expect(skipped).toEqual([]);
  });
});
