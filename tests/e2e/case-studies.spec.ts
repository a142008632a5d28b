import fs from 'node:fs';
import { test } from '@playwright/test';
import {
  blockOrder,
  blockThirdParties,
  expect,
  hydrated,
  localized,
  pageBlockOrder,
  seriousAxeViolations,
  storeConsentChoice,
  watchErrors,
} from './helpers';

type Words = Record<string, Record<string, unknown>>;
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const page = read('pages/case-studies.json') as {
  blocks: {
    type: string;
    id: string;
    technologies?: string[];
    testimonial?: { author: string };
    metrics?: { value: string }[];
  }[];
};
const ids = ['telecom', 'banking', 'retail', 'aviation', 'transport', 'postal'];
const counts = ['12', '8', '10', '5', '7', '8'];

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  await storeConsentChoice(page);
});

for (const lang of ['en', 'ar']) {
  const url = localized('/case-studies', lang);
  const t = read(`locales/${lang}/case-studies.json`) as Words & {
    studies: Record<string, Words>;
    industries: Record<string, string>;
  };
  const c = read(`locales/${lang}/common.json`).caseStudy as Record<string, string>;

  test.describe(`case studies in ${lang} @mobile`, () => {
    test('has hero, headline figures, industry counts, six case studies, closing call and sticky bar', async ({
      page: p,
    }) => {
      const errors = watchErrors(p);
      await p.goto(url);
      await hydrated(p);
      const blocks = await blockOrder(p);
      expect(blocks).toEqual(pageBlockOrder('case-studies'));
      const highlights = p.locator('#highlights li');
      await expect(highlights).toHaveText([
        `50+${t.headline?.projects}`,
        `98%${t.headline?.satisfaction}`,
        `45%${t.headline?.improvement}`,
        `6${t.headline?.industries}`,
      ]);
      const industries = p.locator('#industries li');
      await expect(industries).toHaveCount(6);
      for (const [i, id] of ids.entries()) {
        const item = industries.nth(i);
        await expect(item.locator('p').first()).toHaveText(counts[i] ?? '');
        await expect(item).toContainText(t.industries[id] ?? '-');
        await expect(item).toBeVisible();
      }
      expect(errors).toEqual([]);
    });

    for (const id of ids) {
      test(`the ${id} case study shows every field`, async ({ page: p }) => {
        await p.goto(url);
        await hydrated(p);
        const s = t.studies[id] as Record<string, unknown> & {
          results: Record<string, string>;
          metrics: Record<string, string>;
          testimonial: Record<string, string>;
        };
        const data = page.blocks.find((b) => b.id === id);
        const section = p.locator(`#${id}`);
        const visible = async (text: string) =>
          expect(section.getByText(text, { exact: true }).first()).toBeVisible();
        await expect(section.locator('[data-case-industry]')).toHaveText(t.industries[id] ?? '-');
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(String(s.title));
        for (const field of ['client', 'duration', 'teamSize', 'challenge', 'solution'])
          await visible(String(s[field]));
        for (const label of [c.client, c.duration, c.teamSize, c.challenge, c.solution])
          await visible(label ?? '-');
        for (const result of Object.values(s.results)) await visible(result);
        for (const label of Object.values(s.metrics)) await visible(label);
        for (const metric of data?.metrics ?? []) await visible(metric.value);
        for (const name of data?.technologies ?? []) await visible(name);
        await visible(s.testimonial.text ?? '-');
        await visible(s.testimonial.position ?? '-');
        await visible(data?.testimonial?.author ?? '-');
        await expect(section.locator('figcaption')).toContainText(String(s.client));
        await expect(section.locator('[data-case-tags] li')).toHaveCount(3);
        await expect(section.getByRole('link', { name: c.readMore })).toBeVisible();
        await expect(section.getByRole('link', { name: c.viewResults })).toBeVisible();
      });
    }

    test('View Results jumps to the section’s results; Read Full Case Study opens /contact', async ({
      page: p,
    }) => {
      await p.goto(url);
      await hydrated(p);
      const section = p.locator('#banking');
      await section.getByRole('link', { name: c.viewResults }).click();
      await expect(p).toHaveURL(/#banking-results$/);
      await expect(p.locator('#banking-results')).toBeInViewport();
      await expect(p.locator('#banking-results li')).toHaveCount(4);
      await p.locator('#telecom').getByRole('link', { name: c.readMore }).click();
      await expect(p).toHaveURL(new RegExp(`${lang === 'en' ? '' : `/${lang}`}/contact$`));
    });

    test('has no serious accessibility violation and fits a 360 px screen', async ({ page: p }) => {
      await p.goto(url);
      await hydrated(p);
      expect(await seriousAxeViolations(p)).toEqual([]);
      await p.setViewportSize({ width: 360, height: 780 });
      const width = await p.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  });
}
