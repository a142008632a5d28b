// @vitest-environment happy-dom
import fs from 'node:fs';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BlogArticle from '../../src/blocks/BlogArticle';
import { articleIdFromPath, isArticle } from '../../src/blocks/BlogArticle/article';
import { initials } from '../../src/blocks/BlogArticle/Avatar';
import { shareUrl } from '../../src/blocks/BlogArticle/share';
import { clearContentCache } from '../../src/content/load';
import type { BlogArticle as BlogArticleBlock, Page } from '../../src/generated/schema-types';
import {
  article,
  BlogProviders,
  click,
  mount,
  settle,
  stubFetch,
  type Answer,
} from './blog-helpers';
import { HEAD_REFRESH } from '../../src/seo/refresh';
import { pageText } from './words';

/** English words of the blog namespace, with values put in. */
const en = (path: string, values?: Record<string, string | number>) =>
  pageText('en', `blog:${path}`, values);
/** "2025-02-03" as a language writes it in full (English in British order, as the copy is). */
const longDate = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(day));

const page = JSON.parse(fs.readFileSync('pages/blog/[id].json', 'utf8')) as Page;
const block = page.blocks?.[0] as BlogArticleBlock;

let unmount: () => void = () => undefined;
// The block asks the page to describe its article in the head (src/seo/refresh.ts) once loaded.
let headRefreshes = 0;
const countRefresh = () => void headRefreshes++;
beforeEach(() => {
  clearContentCache();
  document.body.innerHTML = '';
  headRefreshes = 0;
  window.addEventListener(HEAD_REFRESH, countRefresh);
});
afterEach(() => {
  window.removeEventListener(HEAD_REFRESH, countRefresh);
  act(() => unmount());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(id: string, answer: Answer = 'ok', lang = 'en') {
  const asked = stubFetch({ [id]: answer });
  const path = `${lang === 'en' ? '' : `/${lang}`}/blog/${id}`;
  const { el, root } = await mount(
    <BlogProviders lang={lang} path={path}>
      <BlogArticle block={block} />
    </BlogProviders>,
  );
  unmount = () => root.unmount();
  await settle();
  return { el, asked, q: <T extends Element>(s: string) => el.querySelector<T>(s) };
}

describe('article guard and helpers', () => {
  it('accepts every article file and rejects malformed ones', () => {
    for (const id of fs.readdirSync('content/blog'))
      for (const f of fs.readdirSync(`content/blog/${id}`))
        expect(isArticle(article(id, f.replace(/\.md$/, ''))), `${id}/${f}`).toBe(true);
    const good = article('crm-best-practices');
    expect(isArticle({ ...good, views: '12' })).toBe(false);
    expect(isArticle({ ...good, body: 'text' })).toBe(false);
    expect(isArticle({ ...good, tags: [1] })).toBe(false);
    expect(isArticle({ ...good, author: { photo: '/a.svg' } })).toBe(false);
    expect(isArticle(null)).toBe(false);
    expect(isArticle([good])).toBe(false);
  });

  it('takes the id from the address, in any language, and refuses odd ones', () => {
    expect(articleIdFromPath('/blog/crm-best-practices')).toBe('crm-best-practices');
    expect(articleIdFromPath('/ar/blog/crm-best-practices')).toBe('crm-best-practices');
    expect(articleIdFromPath('/blog/..%2Fsecret')).toBeNull();
    expect(articleIdFromPath('/blog/%E0%A4%A')).toBeNull();
  });

  it('builds the share addresses', () => {
    const url = 'https://atlas.ma/blog/x?a=1';
    expect(shareUrl('facebook', url, 'T')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fatlas.ma%2Fblog%2Fx%3Fa%3D1',
    );
    expect(shareUrl('twitter', url, 'A & B')).toContain('text=A%20%26%20B');
    expect(shareUrl('linkedin', url, 'T')).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\//);
    expect(shareUrl('email', url, 'T')).toMatch(/^mailto:\?subject=T&body=https/);
  });

  it('makes initials for the avatar fallback', () => {
    expect(initials('Tessa Probe')).toBe('TP');
    expect(initials('Kilo  El Vantor')).toBe('KV');
    expect(initials('zorvana')).toBe('Z');
  });
});

describe('blogArticle', () => {
  it('is prerendered loading, with the back link', () => {
    stubFetch();
    const html = renderToString(
      <BlogProviders path="/blog/crm-best-practices">
        <BlogArticle block={block} />
      </BlogProviders>,
    );
    const d = new DOMParser().parseFromString(html, 'text/html');
    expect(d.querySelector('[data-article-loading]')?.getAttribute('aria-busy')).toBe('true');
    expect(d.querySelector('a[href="/blog"]')?.textContent).toContain(en('article.back'));
    expect(d.querySelector('h1')).toBeNull();
  });

  it('shows the loaded article: badge, title, excerpt, meta, body, tags, author, call to action', async () => {
    const a = article('crm-best-practices');
    const { el, q, asked } = await open('crm-best-practices');
    expect(asked).toEqual(['/content/blog/crm-best-practices.json']);
    expect(q('[data-category-badge]')?.textContent).toBe(en(`categories.${a.category}.name`));
    expect(q('h1')?.textContent).toBe(a.title);
    expect(el.textContent).toContain(a.excerpt);
    expect(q('[data-article-date]')?.textContent).toBe(longDate(a.date, 'en'));
    const counted = (key: string, n: number) =>
      en(key, { count: n, value: n.toLocaleString('en-US') });
    expect(q('[data-meta="read-time"]')?.textContent).toBe(
      counted('article.readTime', a.readingMinutes),
    );
    const h2 = [...el.querySelectorAll('article h2')].map((h) => h.textContent);
    const heading = a.body.find((n) => n.kind === 'heading' && n.depth === 2);
    const firstHeading =
      heading?.kind === 'heading' && heading.children[0]?.kind === 'text'
        ? heading.children[0].value
        : undefined;
    expect(firstHeading).toBeDefined();
    expect(h2).toContain(firstHeading);
    expect(el.querySelectorAll('article h3').length).toBeGreaterThan(0);
    expect(el.querySelectorAll('article ul.list-disc li').length).toBeGreaterThan(3);
    expect(el.innerHTML).not.toContain('## ');
    for (const tag of a.tags) expect(el.textContent).toContain(tag);
    expect(el.textContent).toContain(a.author.bio!);
    // The picture says what it shows (as an image, or as the placeholder of one that failed).
    const named = [...el.querySelectorAll('article [alt], article [role="img"]')].map(
      (e) => e.getAttribute('alt') ?? e.getAttribute('aria-label'),
    );
    expect(named).toContain(a.imageAlt);
    expect(q('a[href="/book-consultation"]')?.textContent).toBe(
      pageText('en', block.actions!.find((x) => x.href === '/book-consultation')!.label),
    );
    expect(el.querySelectorAll('a[href="/blog"]')).toHaveLength(2);
    expect(headRefreshes).toBe(1);
  });

  it('shows a count only when the article gives it: none is ever made up', async () => {
    const a = article('crm-best-practices');
    expect(a.views).toBeUndefined();
    const { q } = await open('crm-best-practices');
    expect(q('[data-meta="views"]')).toBeNull();
    expect(q('[data-meta="likes"]')).toBeNull();
    expect(q('[data-meta="comments"]')).toBeNull();
    clearContentCache();
    act(() => unmount());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ...a, views: 1200 }))),
    );
    const { el, root } = await mount(
      <BlogProviders path="/blog/crm-best-practices">
        <BlogArticle block={block} />
      </BlogProviders>,
    );
    unmount = () => root.unmount();
    await settle();
    expect(el.querySelector('[data-meta="views"]')?.textContent).toBe(
      en('article.views', { count: 1200, value: (1200).toLocaleString('en-US') }),
    );
    expect(el.querySelector('[data-meta="likes"]')).toBeNull();
  });

  it("an article not written in the page's language is not found there (no English stand-in)", async () => {
    const a = article('crm-best-practices');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).endsWith('.de.json')
          ? new Response('not found', { status: 404 })
          : new Response(JSON.stringify({ ...a, languages: ['en', 'fr'] })),
      ),
    );
    const { el, root } = await mount(
      <BlogProviders lang="de" path="/de/blog/crm-best-practices">
        <BlogArticle block={block} />
      </BlogProviders>,
    );
    unmount = () => root.unmount();
    await settle();
    expect(el.querySelector('[data-article-status]')?.getAttribute('data-article-status')).toBe(
      'notFound',
    );
  });

  it('a non-OK answer shows the not-found heading with its message and the way back', async () => {
    const { q } = await open('crm-best-practices', 'notFound');
    expect(q('h1')?.textContent).toBe(en('article.notFoundTitle'));
    expect(q('[role="alert"]')?.textContent).toBe(en('article.notFound'));
    expect(q('[data-article-status] a[href="/blog"]')?.textContent).toBe(en('article.back'));
    expect(headRefreshes).toBe(0);
  });

  it('an unknown id asks for its file and shows the not-found view', async () => {
    const { q, asked } = await open('does-not-exist');
    expect(asked).toEqual(['/content/blog/does-not-exist.json']);
    expect(q('[data-article-status]')?.getAttribute('data-article-status')).toBe('notFound');
  });

  it('a failed request says the article failed to load, in the same layout', async () => {
    const { q } = await open('crm-best-practices', 'fail');
    expect(q('[data-article-status]')?.getAttribute('data-article-status')).toBe('failed');
    expect(q('[role="alert"]')?.textContent).toBe(en('article.failed'));
    expect(q('[data-article-status] a[href="/blog"]')?.textContent).toBe(en('article.back'));
  });

  it('a malformed file shows the failure view, not a crash', async () => {
    const { q } = await open('crm-best-practices', 'malformed');
    expect(q('[data-article-status]')?.getAttribute('data-article-status')).toBe('failed');
  });

  it('the share buttons open the sites in a new window without an opener', async () => {
    const openSpy = vi.fn();
    vi.stubGlobal('open', openSpy);
    const { q } = await open('crm-best-practices');
    for (const target of ['facebook', 'twitter', 'linkedin', 'email']) {
      await click(q(`[data-share="${target}"]`));
    }
    expect(openSpy).toHaveBeenCalledTimes(4);
    const [url, name, features] = openSpy.mock.calls[0] as [string, string, string];
    expect(url).toContain('facebook.com/sharer');
    expect(url).toContain(encodeURIComponent(window.location.href));
    expect(name).toBe('_blank');
    expect(features).toContain('noopener');
    expect(String(openSpy.mock.calls[3]?.[0])).toMatch(/^mailto:/);
  });

  it('without native sharing, Share copies the link and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { q } = await open('crm-best-practices');
    await click(q('[data-share="native"]'));
    await settle();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(alert).toHaveBeenCalledWith(en('article.copied'));
  });

  it('with native sharing, Share opens the share sheet and shows no alert', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const a = article('crm-best-practices');
    const { q } = await open('crm-best-practices');
    await click(q('[data-share="native"]'));
    await settle();
    expect(share).toHaveBeenCalledWith({
      title: a.title,
      text: a.excerpt,
      url: window.location.href,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('in Arabic: the translated file, the language’s date, and the translated alert', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      share: undefined,
      clipboard: { writeText: async () => undefined },
    });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { q, asked } = await open('crm-best-practices', 'ok', 'ar');
    expect(asked).toEqual(['/content/blog/crm-best-practices.ar.json']);
    expect(q('h1')?.textContent).toBe(article('crm-best-practices', 'ar').title);
    const published = article('crm-best-practices', 'ar').date;
    expect(q('[data-article-date]')?.textContent).not.toBe(longDate(published, 'en'));
    expect(q('[data-article-date]')?.textContent).toContain(published.slice(0, 4));
    await click(q('[data-share="native"]'));
    await settle();
    expect(alert).toHaveBeenCalledWith(pageText('ar', 'blog:article.copied'));
  });

  it('shows initials when the author has no portrait', async () => {
    const a = article('crm-best-practices');
    stubFetch();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ...a, author: { name: a.author.name } }))),
    );
    const { el, root } = await mount(
      <BlogProviders path="/blog/crm-best-practices">
        <BlogArticle block={block} />
      </BlogProviders>,
    );
    unmount = () => root.unmount();
    await settle();
    expect([...el.querySelectorAll('[data-initials]')].map((s) => s.textContent)).toContain(
      initials(a.author.name),
    );
  });
});
