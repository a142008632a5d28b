// @vitest-environment happy-dom
import fs from 'node:fs';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BlogList from '../../src/blocks/BlogList';
import { cardTags } from '../../src/blocks/BlogList/tags';
import { clearContentCache } from '../../src/content/load';
import type { BlogList as BlogListBlock, Page } from '../../src/generated/schema-types';
import { compileList } from '../../scripts/lib/articles';
import { root } from '../../scripts/lib/paths';
import { BlogProviders, click, mount, setValue, settle, stubFetch, words } from './blog-helpers';
import { pageText } from './words';

const page = JSON.parse(fs.readFileSync('pages/blog.json', 'utf8')) as Page;
const block = page.blocks?.find((b) => b.type === 'blogList') as BlogListBlock;
const en = words('en') as { list: Record<string, string> };
/** The collection as the build lists it in a language. */
const listed = (lang: string) => compileList(root, block.folder, lang).articles;

const ids = (el: ParentNode, sel: string) =>
  [...el.querySelectorAll(`${sel} [data-article-card]`)].map((c) =>
    c.getAttribute('data-article-card'),
  );

let unmount: () => void = () => undefined;
beforeEach(() => {
  clearContentCache();
  document.body.innerHTML = '';
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => unmount());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(answers: Parameters<typeof stubFetch>[0] = {}, lang = 'en') {
  const asked = stubFetch(answers);
  const { el, root } = await mount(
    <BlogProviders lang={lang}>
      <BlogList block={block} />
    </BlogProviders>,
  );
  unmount = () => root.unmount();
  await settle();
  const q = <T extends Element>(sel: string) => el.querySelector<T>(sel);
  return { el, q, asked };
}

describe('cardTags (docs/site/blog.md#card-tags: 3 tags, then +N more)', () => {
  it('keeps the first three and counts the rest', () => {
    expect(cardTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(cardTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(cardTags([])).toEqual({ shown: [], more: 0 });
  });
});

describe('blogList', () => {
  it('is prerendered in its loading state, with grey cards reserving the space', () => {
    stubFetch();
    const html = renderToString(
      <BlogProviders>
        <BlogList block={block} />
      </BlogProviders>,
    );
    const d = new DOMParser().parseFromString(html, 'text/html');
    expect(d.querySelectorAll('[data-article-card]')).toHaveLength(0);
    expect(d.querySelectorAll('[data-skeleton] > li')).toHaveLength(2 * block.featured.length);
    expect(d.querySelector('[aria-busy="true"] [data-count]')?.textContent).toBe(en.list.loading);
  });

  it("fetches the collection's list once, shows every article newest first with the count, and the featured three in order", async () => {
    const { el, q, asked } = await open();
    expect(asked.map((u) => u.replace(/.*\//, ''))).toEqual(['index.json']);
    const all = listed('en');
    const newestFirst = [...all].sort((a, b) => b.date.localeCompare(a.date)).map((a) => a.id);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(ids(el, '[data-results]')).toEqual(newestFirst);
    expect(q('[data-count]')?.textContent).toBe(
      en.list.count_other!.replace('{{count}}', String(all.length)),
    );
    expect(q('[data-count]')?.getAttribute('role')).toBe('status');
    expect(ids(el, '[data-featured]')).toEqual([
      'ai-transformation-morocco',
      'digital-transformation-guide',
      'crm-best-practices',
    ]);
  });

  it('shows three tags on a card and "+N more" for the rest', async () => {
    const { q } = await open();
    const card = q('[data-results] [data-article-card="crm-best-practices"]');
    const tags = [...(card?.querySelectorAll('[data-card-tags] li') ?? [])].map(
      (li) => li.textContent,
    );
    expect(tags).toEqual(['CRM', 'Sales', 'Pipeline', '+2 more']);
  });

  it('shows an empty blog, not a broken page, when the list cannot be had', async () => {
    const { el, q } = await open({ index: 'fail' });
    expect(ids(el, '[data-results]')).toEqual([]);
    expect(q('[data-count]')?.textContent).toBe(en.list.count_other!.replace('{{count}}', '0'));
  });

  it('hides the featured articles while there is a search or a category', async () => {
    const { el, q } = await open();
    const search = q<HTMLInputElement>('input[type="search"]');
    const select = q<HTMLSelectElement>('select');
    if (!search || !select) throw new Error('filters missing');
    await setValue(search, 'WORKFLOW');
    expect(q('[data-featured]')).toBeNull();
    expect(ids(el, '[data-results]')).toEqual(['automation-workflows']);
    expect(q('[data-count]')?.textContent).toBe(pageText('en', 'blog:list.count', { count: 1 }));
    await setValue(search, '');
    expect(q('[data-featured]')).not.toBeNull();
    await setValue(select, 'crm-sales');
    expect(q('[data-featured]')).toBeNull();
    expect(ids(el, '[data-results]')).toEqual(['crm-best-practices']);
    await setValue(select, 'all');
    expect(ids(el, '[data-featured]')).toHaveLength(3);
  });

  it('searches tags too, case-insensitively', async () => {
    const { el, q } = await open();
    const search = q<HTMLInputElement>('input[type="search"]');
    if (!search) throw new Error('search missing');
    await setValue(search, 'whatsapp');
    expect(ids(el, '[data-results]')).toEqual(['crm-best-practices']);
  });

  it('shows the empty state, whose clear button brings everything back', async () => {
    const { el, q } = await open();
    const search = q<HTMLInputElement>('input[type="search"]');
    const select = q<HTMLSelectElement>('select');
    if (!search || !select) throw new Error('filters missing');
    await setValue(select, 'technology');
    await setValue(search, 'zzz');
    const empty = q('[data-empty]');
    expect(empty?.textContent).toContain(en.list.emptyTitle);
    expect(empty?.textContent).toContain(en.list.emptyText);
    const clear = [...(empty?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === en.list.clear,
    );
    expect(clear).toBeDefined();
    await click(clear);
    expect(search.value).toBe('');
    expect(select.value).toBe('all');
    expect(ids(el, '[data-results]')).toHaveLength(4);
    expect(ids(el, '[data-featured]')).toHaveLength(3);
  });

  it('switches between grid and list with pressed buttons', async () => {
    const { q } = await open();
    const grid = q('[data-layout="grid"]');
    const list = q('[data-layout="list"]');
    expect(grid?.getAttribute('aria-pressed')).toBe('true');
    expect(list?.getAttribute('aria-pressed')).toBe('false');
    await click(list);
    expect(list?.getAttribute('aria-pressed')).toBe('true');
    expect(q('[data-results]')?.getAttribute('data-results')).toBe('list');
  });

  it('a category card sets the filter and moves focus to the results', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const { el, q } = await open();
    await click(q('[data-browse="automation"]'));
    expect(q<HTMLSelectElement>('select')?.value).toBe('automation');
    expect(ids(el, '[data-results]')).toEqual(['automation-workflows']);
    expect(document.activeElement?.textContent).toBe(en.list.all);
    expect(scroll).toHaveBeenCalled();
  });

  it('the newsletter box submits through the form submitter and thanks the visitor', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      stubFetch();
      const { el, root } = await mount(
        <BlogProviders>
          <BlogList block={block} />
        </BlogProviders>,
      );
      unmount = () => root.unmount();
      const form = [...el.querySelectorAll('form')].at(-1);
      const input = form?.querySelector<HTMLInputElement>('input[type="email"]');
      if (!form || !input) throw new Error('newsletter missing');
      await setValue(input, 'a@b.ma');
      await act(async () => form.requestSubmit());
      // The sending code is loaded at the first press.
      await act(async () => vi.dynamicImportSettled());
      expect(form.querySelector('button')?.textContent).toBe(
        (words('en') as { list: { newsletter: { sending: string } } }).list.newsletter.sending,
      );
      await act(async () => vi.advanceTimersByTime(1000));
      expect(el.textContent).toContain(
        (words('en') as { list: { newsletter: { thanks: string } } }).list.newsletter.thanks,
      );
      expect(input.value).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('speaks the page language: Arabic count and labels', async () => {
    const { q } = await open({}, 'ar');
    // The count in Arabic grammar, from the Arabic words (plural form chosen by Intl).
    const n = listed('ar').length;
    const form = new Intl.PluralRules('ar').select(n);
    const list = words('ar').list as Record<string, string>;
    expect(q('[data-count]')?.textContent).toBe(
      list[`count_${form}`]!.replace('{{count}}', String(n)),
    );
    expect(q('[data-results] [data-article-card="crm-best-practices"] h3')?.textContent).toMatch(
      /[\u0600-\u06FF]/,
    );
  });
});
