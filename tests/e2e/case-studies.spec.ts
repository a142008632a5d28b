import fs from 'node:fs';
import { test } from '@playwright/test';
import {
  blockOrder,
  blockThirdParties,
  expect,
  hydrated,
  localized,
  pageBlock,
  pageBlockOrder,
  pageText,
  seriousAxeViolations,
  storeConsentChoice,
  watchErrors,
  shownFigure,
} from './helpers';
import type { Figure } from '../../src/generated/schema-types';

type Study = {
  type: 'caseStudy';
  id: string;
  industry: string;
  title: string;
  results: string[];
  metrics: { value: string; label: string }[];
  technologies?: string[];
  testimonial?: { text: string; author: string; position: string; company: string };
  tags?: string[];
  readMoreHref?: string;
};
const studies = (
  JSON.parse(fs.readFileSync('pages/case-studies.json', 'utf8')).blocks as { type: string }[]
).filter((b): b is Study => b.type === 'caseStudy');
const FIELDS = ['client', 'duration', 'teamSize', 'challenge', 'solution'] as const;

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  await storeConsentChoice(page);
});

for (const lang of ['en', 'ar']) {
  const url = localized('/case-studies', lang);
  const text = (key: string) => pageText(lang, key);

  test.describe(`case studies in ${lang} @mobile`, () => {
    test('has hero, headline figures, industry counts, every case study, closing call and sticky bar', async ({
      page: p,
    }) => {
      const errors = watchErrors(p);
      await p.goto(url);
      await hydrated(p);
      const blocks = await blockOrder(p);
      expect(blocks).toEqual(pageBlockOrder('case-studies'));
      type Metric = { number: Figure; label: string };
      const figures = (id: string) => pageBlock('case-studies', id).metrics as Metric[];
      await expect(p.locator('#highlights li')).toHaveText(
        figures('highlights').map((m) => `${shownFigure(m.number, lang)}${text(m.label)}`),
      );
      const industries = p.locator('#industries li');
      await expect(industries).toHaveCount(figures('industries').length);
      for (const [i, metric] of figures('industries').entries()) {
        const item = industries.nth(i);
        await expect(item.locator('p').first()).toHaveText(shownFigure(metric.number, lang));
        await expect(item).toContainText(text(metric.label));
        await expect(item).toBeVisible();
      }
      expect(errors).toEqual([]);
    });

    for (const study of studies) {
      test(`the ${study.id} case study shows every field`, async ({ page: p }) => {
        await p.goto(url);
        await hydrated(p);
        const written = study as unknown as Record<(typeof FIELDS)[number], string>;
        const section = p.locator(`#${study.id}`);
        const visible = async (words: string) =>
          expect(section.getByText(words, { exact: true }).first()).toBeVisible();
        await expect(section.locator('[data-case-industry]')).toHaveText(text(study.industry));
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(text(study.title));
        for (const field of FIELDS) {
          await visible(text(written[field]));
          await visible(text(`common:caseStudy.${field}`));
        }
        for (const result of study.results) await visible(text(result));
        for (const metric of study.metrics) {
          await visible(text(metric.label));
          await visible(shownFigure(metric.value as unknown as Figure, lang));
        }
        for (const name of study.technologies ?? []) await visible(name);
        if (study.testimonial) {
          await visible(text(study.testimonial.text));
          await visible(text(study.testimonial.position));
          await visible(study.testimonial.author);
          await expect(section.locator('figcaption')).toContainText(
            text(study.testimonial.company),
          );
        }
        await expect(section.locator('[data-case-tags] li')).toHaveText(
          (study.tags ?? []).map((tag) => `#${text(tag)}`),
        );
        if (study.readMoreHref) {
          await expect(
            section.getByRole('link', { name: text('common:caseStudy.readMore') }),
          ).toHaveAttribute('href', localized(study.readMoreHref, lang));
        }
        await expect(
          section.getByRole('link', { name: text('common:caseStudy.viewResults') }),
        ).toHaveAttribute('href', `#${study.id}-results`);
      });
    }

    test('View Results jumps to the section’s results; Read Full Case Study opens its page', async ({
      page: p,
    }) => {
      // The last study: the one furthest down the page, so the jump really scrolls.
      const study = studies.at(-1)!;
      await p.goto(url);
      await hydrated(p);
      const section = p.locator(`#${study.id}`);
      await section.getByRole('link', { name: text('common:caseStudy.viewResults') }).click();
      await expect(p).toHaveURL(new RegExp(`#${study.id}-results$`));
      await expect(p.locator(`#${study.id}-results`)).toBeInViewport();
      await expect(p.locator(`#${study.id}-results li`)).toHaveCount(study.results.length);
      const linked = studies.find((s) => s.readMoreHref);
      if (!linked?.readMoreHref) return;
      await p
        .locator(`#${linked.id}`)
        .getByRole('link', { name: text('common:caseStudy.readMore') })
        .click();
      await expect(p).toHaveURL(new RegExp(`${localized(linked.readMoreHref, lang)}$`));
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
