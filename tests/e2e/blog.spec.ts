import site from '../../site.json' with { type: 'json' };
import { test, type Page } from '@playwright/test';
import { formatLongDate } from '../../src/content/dates';
import { compileArticle, compileList } from '../../scripts/lib/articles';
import { root } from '../../scripts/lib/paths';
import {
  arriveInApp,
  blockThirdParties,
  expect,
  hydrated,
  literal,
  localeWords,
  pageBlock,
  TEST_LANGUAGES,
  expectFits360,
  seriousAxeViolations,
  storeConsentChoice,
  watchErrors,
} from './helpers';

type Words = {
  list: Record<string, string>;
  article: Record<string, string>;
  categories: Record<string, { name: string }>;
};
const words = (lang: string) => localeWords(lang, 'blog') as Words;
/** An article as the build ships it, from content/blog/<id>/<lang>.md. */
const article = (id: string, lang: string) => compileArticle(root, 'blog', id, lang)!;
// The collection's files as the browser fetches them (the list and each article).
const ARTICLES = /\/content\/blog\//;

// The list shows the whole collection, newest first; the page file names the featured ones.
const LIST = pageBlock('blog', 'articles') as { folder: string; featured: string[] };
const ALL = compileList(root, LIST.folder, 'en').articles.map((a) => a.id);
const FEATURED = LIST.featured.filter((id) => ALL.includes(id));
type Article = ReturnType<typeof articles>[number];
const articles = (lang: string) => compileList(root, LIST.folder, lang).articles;

/** A tag that finds exactly one article (search covers title, excerpt and tags). */
function uniqueTag(lang: string): { id: string; tag: string } | undefined {
  const all = articles(lang);
  const text = (a: Article) => [a.title, a.excerpt, ...a.tags].join('\u0000').toLowerCase();
  for (const a of all) {
    for (const tag of a.tags) {
      const hits = all.filter((b) => text(b).includes(tag.toLowerCase()));
      if (hits.length === 1) return { id: a.id, tag };
    }
  }
  return undefined;
}

/** The article with the most tags: its card shows three and "+N more". */
const mostTagged = (lang: string) =>
  articles(lang).reduce((best, a) => (a.tags.length > best.tags.length ? a : best));

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  await storeConsentChoice(page);
});

async function delayArticles(page: Page, ms: number) {
  await page.route(ARTICLES, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

const cards = (page: Page, where: string) => page.locator(`${where} [data-article-card]`);

for (const lang of TEST_LANGUAGES) {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const t = words(lang);
  const count = (n: number) =>
    new RegExp(
      `^${literal(t.list[`count_${new Intl.PluralRules(lang).select(n)}`]!.replace('{{count}}', String(n)))}$`,
    );

  test.describe(`blog list in ${lang}`, () => {
    test('shows the loading state while the articles load, then the articles', async ({ page }) => {
      const errors = watchErrors(page);
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: { at: number; value: number }[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!e.hadRecentInput) w.shifts.push({ at: e.startTime, value: e.value });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await delayArticles(page, 1500);
      await arriveInApp(page, `${prefix}/blog`);
      await expect(page.locator('[data-count]')).toHaveText(t.list.loading!);
      await expect(page.locator('[data-skeleton]').first()).toBeVisible();
      await expect(cards(page, '[data-results]')).toHaveCount(ALL.length);
      await expect(page.locator('[data-skeleton]')).toHaveCount(0);
      await expect(page.locator('[data-count]')).toHaveText(count(ALL.length));
      // The grey cards reserve the articles' space: no visible layout shift when they arrive.
      await page.waitForTimeout(300);
      // Only what moved from the move to the blog on: the home page it starts from has tests of
      // its own, and on a loaded machine its fonts can come after its first paint (font-swap.spec).
      const shifts = await page.evaluate(() => {
        const from = performance.getEntriesByName('arrive-in-app')[0]!.startTime;
        return (window as unknown as { shifts: { at: number; value: number }[] }).shifts.filter(
          (s) => s.at >= from,
        );
      });
      expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBeLessThan(0.02);
      expect(errors).toEqual([]);
    });

    test('the filters, the layouts, the count and the tags of each card', async ({ page }) => {
      await test.step('search, category, layout toggle, featured rule, count, empty state and clearing the filters', async () => {
        await page.goto(`${prefix}/blog`);
        await hydrated(page);
        await expect(cards(page, '[data-results]')).toHaveCount(ALL.length);
        await expect(cards(page, '[data-featured]')).toHaveCount(FEATURED.length);
        expect(
          await cards(page, '[data-featured]').evaluateAll((els) =>
            els.map((e) => e.getAttribute('data-article-card')),
          ),
        ).toEqual(FEATURED);

        const search = page.getByRole('searchbox', { name: t.list.searchLabel });
        const unique = uniqueTag(lang);
        if (unique) {
          // Upper case: the search ignores case.
          await search.fill(unique.tag.toUpperCase());
          await expect(page.locator('[data-featured]')).toHaveCount(0);
          await expect(cards(page, '[data-results]')).toHaveCount(1);
          await expect(cards(page, '[data-results]')).toHaveAttribute(
            'data-article-card',
            unique.id,
          );
          await expect(page.locator('[data-count]')).toHaveText(count(1));
          await search.fill('');
        }
        await expect(cards(page, '[data-featured]')).toHaveCount(FEATURED.length);

        const select = page.getByRole('combobox', { name: t.list.categoryLabel });
        const category = articles(lang)[0]!.category;
        const inCategory = articles(lang).filter((a) => a.category === category);
        await select.selectOption(category);
        await expect(page.locator('[data-featured]')).toHaveCount(0);
        await expect(cards(page, '[data-results]')).toHaveCount(inCategory.length);
        await expect(page.locator('[data-results] [data-category-badge]')).toHaveText(
          inCategory.map(() => t.categories[category]!.name),
        );

        const list = page.getByRole('button', { name: t.list.list, exact: true });
        await list.click();
        await expect(list).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('button', { name: t.list.grid })).toHaveAttribute(
          'aria-pressed',
          'false',
        );
        await expect(page.locator('[data-results]')).toHaveAttribute('data-results', 'list');

        await search.fill('no such article anywhere');
        await expect(page.getByText(t.list.emptyTitle!, { exact: true })).toBeVisible();
        await expect(page.getByText(t.list.emptyText!, { exact: true })).toBeVisible();
        await page.getByRole('button', { name: t.list.clear }).click();
        await expect(search).toHaveValue('');
        await expect(select).toHaveValue('all');
        await expect(cards(page, '[data-results]')).toHaveCount(ALL.length);
        await expect(cards(page, '[data-featured]')).toHaveCount(FEATURED.length);
      });
      await test.step('cards show at most three tags, then how many more', async () => {
        await page.goto(`${prefix}/blog`);
        const most = mostTagged(lang);
        const tags = page.locator(
          `[data-results] [data-article-card="${most.id}"] [data-card-tags] li`,
        );
        const more = most.tags.length - 3;
        await expect(tags).toHaveText([
          ...most.tags.slice(0, 3),
          ...(more > 0 ? [t.list.moreTags!.replace('{{count}}', String(more))] : []),
        ]);
      });
    });

    test('a category card sets the filter and takes focus to the results', async ({ page }) => {
      await page.goto(`${prefix}/blog`);
      await hydrated(page);
      await expect(cards(page, '[data-results]')).toHaveCount(ALL.length);
      const category = articles(lang).at(-1)!.category;
      await page.locator(`[data-browse="${category}"]`).click();
      await expect(page.getByRole('combobox', { name: t.list.categoryLabel })).toHaveValue(
        category,
      );
      await expect(cards(page, '[data-results]')).toHaveCount(
        articles(lang).filter((a) => a.category === category).length,
      );
      await expect(page.getByRole('heading', { name: t.list.all, exact: true })).toBeFocused();
      await expect(page.getByRole('heading', { name: t.list.all, exact: true })).toBeInViewport();
    });

    // The grid, as the page opens, is in the sweep (sweep.spec.ts): here the list layout.
    test('the list layout has no serious accessibility problem and fits 360 px', async ({
      page,
    }) => {
      await page.goto(`${prefix}/blog`);
      await hydrated(page);
      await expect(cards(page, '[data-results]')).toHaveCount(ALL.length);
      await page.locator('[data-layout="list"]').click();
      await expect(page.locator('[data-results]')).toHaveAttribute('data-results', 'list');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await expectFits360(page, `${prefix}/blog in the list layout`);
    });
  });

  test.describe(`blog article in ${lang}`, () => {
    const id = ALL[0]!;
    const a = article(id, lang);

    test('shows the loading state while the article loads, then the article, its title and its date', async ({
      page,
    }) => {
      await test.step('loading, then the article', async () => {
        await delayArticles(page, 1500);
        await arriveInApp(page, `${prefix}/blog/${id}`);
        await expect(page.locator('[data-article-loading]')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title);
        await expect(page.locator('[data-article-loading]')).toHaveCount(0);
        await expect(page).toHaveTitle(`${a.title} | ${site.name}`);
        await expect(page.getByRole('link', { name: t.article.back })).toHaveAttribute(
          'href',
          `${prefix}/blog`,
        );
      });
      await test.step('the date follows the language', async () => {
        await page.goto(`${prefix}/blog/${id}`);
        const date = page.locator('[data-article-date]');
        await expect(date).toHaveText(formatLongDate(a.date, lang));
        // The English form is the long British one ("3 February 2025"), built here independently.
        const [y, m, d] = a.date.split('-').map(Number) as [number, number, number];
        const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', {
          month: 'long',
          timeZone: 'UTC',
        });
        if (lang === 'en') await expect(date).toHaveText(`${d} ${month} ${y}`);
        else await expect(date).not.toHaveText(formatLongDate(a.date, 'en'));
      });
    });

    // The same code in every language: its behaviour is tested once, in English; the
    // other languages' words are the lint's, their layout the sweep's.
    if (lang === 'en') {
      test('the other share buttons open Twitter, LinkedIn and email in a new window', async ({
        page,
      }) => {
        await page.addInitScript(() => {
          const calls: string[][] = [];
          (window as unknown as { opened: string[][] }).opened = calls;
          window.open = (...args: unknown[]) => {
            calls.push(args.map(String));
            return null;
          };
        });
        await page.goto(`${prefix}/blog/${id}`);
        await hydrated(page);
        for (const name of [t.article.twitter, t.article.linkedin, t.article.email]) {
          await page.getByRole('button', { name }).click();
        }
        const opened = await page.evaluate(
          () => (window as unknown as { opened: string[][] }).opened,
        );
        expect(opened.map((c) => c[0]?.split(/[?]/)[0])).toEqual([
          'https://twitter.com/intent/tweet',
          'https://www.linkedin.com/sharing/share-offsite/',
          'mailto:',
        ]);
        for (const c of opened) {
          expect(c[1]).toBe('_blank');
          expect(c[2]).toContain('noopener');
        }
      });
    }

    // The same code in every language: its behaviour is tested once, in English; the
    // other languages' words are the lint's, their layout the sweep's.
    if (lang === 'en') {
      test('a share button opens the site in a popup window', async ({ page }) => {
        await page
          .context()
          .route(/^https:\/\/www\.facebook\.com\//, (r) =>
            r.fulfill({ contentType: 'text/html', body: '<title>shared</title>' }),
          );
        await page.goto(`${prefix}/blog/${id}`);
        await hydrated(page);
        const popupOpened = page.waitForEvent('popup');
        await page.getByRole('button', { name: t.article.facebook }).click();
        const popup = await popupOpened;
        await popup.waitForLoadState();
        expect(popup.url()).toContain('https://www.facebook.com/sharer/sharer.php?u=');
        expect(decodeURIComponent(popup.url())).toContain(`/blog/${id}`);
        // noopener: the shared site cannot reach back into this page.
        expect(await popup.evaluate(() => window.opener)).toBeNull();
      });
    }

    // The same code in every language: its behaviour is tested once, in English; the
    // other languages' words are the lint's, their layout the sweep's.
    if (lang === 'en') {
      test('Share without native sharing copies the link and says so', async ({ page }) => {
        await page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
          const copied: string[] = [];
          (window as unknown as { copied: string[] }).copied = copied;
          Object.defineProperty(Navigator.prototype, 'clipboard', {
            value: { writeText: async (text: string) => void copied.push(text) },
          });
        });
        await page.goto(`${prefix}/blog/${id}`);
        await hydrated(page);
        const alerts: string[] = [];
        page.on('dialog', (d) => {
          alerts.push(`${d.type()}: ${d.message()}`);
          void d.accept();
        });
        await page.getByRole('button', { name: t.article.share, exact: true }).click();
        await expect.poll(() => alerts).toEqual([`alert: ${t.article.copied}`]);
        expect(
          await page.evaluate(() => (window as unknown as { copied: string[] }).copied),
        ).toEqual([page.url()]);
      });
    }

    test('an unknown id shows the not-found message with the way back to the blog (through the 404 page)', async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}/blog/does-not-exist`);
      expect(response?.status()).toBe(404);
      // Nothing is prerendered here: the app fetches the page, its words and the article in
      // turn before it can say "not found", which takes seconds on a loaded machine.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.article.notFoundTitle!, {
        timeout: 15_000,
      });
      await expect(page.getByRole('alert')).toHaveText(t.article.notFound!);
      await expect(page).toHaveURL(new RegExp(`${prefix}/blog/does-not-exist$`));
      await page
        .locator('[data-article-status]')
        .getByRole('link', { name: t.article.back })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/blog$`));
      await expect(cards(page, '[data-results]')).toHaveCount(ALL.length);
    });

    test('a failed request shows the failure message', async ({ page }) => {
      await page.route(ARTICLES, (route) => route.abort('internetdisconnected'));
      await arriveInApp(page, `${prefix}/blog/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.article.failed!);
      await expect(page.getByRole('alert')).toHaveText(t.article.failed!);
      await expect(
        page.locator('[data-article-status]').getByRole('link', { name: t.article.back }),
      ).toBeVisible();
    });
    // An article's accessibility and width: the sweep (sweep.spec.ts) opens one.
  });
}

test('the article list is fetched only when the blog is reached inside the site: the home page asks for none, a prerendered blog page has it in its HTML', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/blog');
  await hydrated(page);
  await expect(cards(page, '[data-results]')).toHaveCount(ALL.length);
  await page.goto(`/blog/${ALL[0]}`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(asked.filter((p) => p.startsWith('/content/blog'))).toEqual([]);
  await arriveInApp(page, '/blog');
  await expect(cards(page, '[data-results]')).toHaveCount(ALL.length);
  // One file, the collection's list in the page's language.
  expect(asked.filter((p) => p.startsWith('/content/blog'))).toEqual(['/content/blog/index.json']);
});
