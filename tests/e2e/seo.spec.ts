import fs from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { DIST, arriveInApp, blockThirdParties, expect, hydrated } from './helpers';
import { compileArticle } from '../../scripts/lib/articles';
import { root } from '../../scripts/lib/paths';

const raw = (route: string) => fs.readFileSync(path.join(DIST, route, 'index.html'), 'utf8');

/** The head as a comparable list: the title and every data-head element with its attributes. */
async function headOf(page: Page, html?: string): Promise<string[]> {
  return page.evaluate((source) => {
    const doc = source ? new DOMParser().parseFromString(source, 'text/html') : document;
    return [
      `title ${doc.title}`,
      ...[...doc.head.querySelectorAll('[data-head]')].map(
        (e) =>
          `${e.tagName.toLowerCase()} ${[...e.attributes]
            .filter((a) => a.name !== 'data-head')
            .map((a) => `${a.name}=${a.value}`)
            .sort()
            .join(
              ' ',
            )} ${e.tagName === 'SCRIPT' ? JSON.stringify(JSON.parse(e.textContent ?? '')) : ''}`,
      ),
    ].sort();
  }, html);
}

test.describe('the head follows the page in the browser', () => {
  test.beforeEach(async ({ page }) => blockThirdParties(page));

  test('after a client-side navigation and a language switch, the head equals the new page file', async ({
    page,
  }) => {
    await page.goto('/fr/about');
    await hydrated(page);
    for (const to of ['/fr/services/ai-solutions', '/de/services/ai-solutions', '/de/careers']) {
      await page.evaluate((url) => {
        history.pushState({}, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      }, to);
      await expect(page.locator('html')).toHaveAttribute('lang', to.slice(1, 3));
      await expect.poll(() => headOf(page), { message: to }).toEqual(await headOf(page, raw(to)));
    }
  });

  test('an article reached inside the site gets its own head once it loads', async ({ page }) => {
    await arriveInApp(page, '/it/blog/crm-best-practices');
    await expect(page.locator('h1')).toHaveText(
      compileArticle(root, 'blog', 'crm-best-practices', 'it')!.title,
    );
    await expect
      .poll(() => headOf(page))
      .toEqual(await headOf(page, raw('/it/blog/crm-best-practices')));
  });
});
