import { test } from '@playwright/test';
import { shownCaseStudies } from '../collections';
import {
  TEST_LANGUAGES,
  blockThirdParties,
  expect,
  hydrated,
  localized,
  pageBlock,
  pageText,
  storeConsentChoice,
  watchErrors,
  shownFigure,
} from './helpers';
import type { Figure } from '../../src/generated/schema-types';

const FIELDS = ['client', 'duration', 'teamSize', 'challenge', 'solution'] as const;
// Where each case study's own page lives: the list's two buttons lead there.
const pagePath = (pageBlock('case-studies', 'studies') as { pagePath: string }).pagePath;
const ownPage = (id: string, lang: string) => localized(`${pagePath}/${id}`, lang);

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  await storeConsentChoice(page);
});

for (const lang of TEST_LANGUAGES) {
  const url = localized('/case-studies', lang);
  const text = (key: string) => pageText(lang, key);

  test.describe(`case studies in ${lang}`, () => {
    test('on a 360 px phone no word of a badge, label or heading is broken across two lines @phone', async ({
      page: p,
    }) => {
      await p.setViewportSize({ width: 360, height: 740 });
      await p.goto(url);
      await hydrated(p);
      // Each word of the main content's text, measured alone: one line box, or it was cut. A
      // compound may break after its hyphen ("E-/commerce"), as print does: its parts are words.
      const cut = await p.locator('main').evaluate((main) => {
        const out: string[] = [];
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const node = walker.currentNode as Text;
          for (const m of node.data.matchAll(/[^\s\u002d\u2010\u2011]+/gu)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            // "hyphens: auto" cuts without a hyphen where the browser has no dictionary for the
            // language (Debian's Chromium has none): "Telecommunication / s".
            if (lines.size > 1) out.push(m[0]);
          }
        }
        return out;
      });
      expect(cut).toEqual([]);
    });

    // The order of the sections: tests/dist/pages.test.ts.
    test('shows the headline figures and the industry counts with their labels', async ({
      page: p,
    }) => {
      const errors = watchErrors(p);
      await p.goto(url);
      await hydrated(p);
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

    test('every case study shows every field', async ({ page: p }) => {
      await p.goto(url);
      await hydrated(p);
      const studies = shownCaseStudies('case-studies', lang);
      expect(studies.length).toBeGreaterThan(0);
      for (const study of studies) {
        const section = p.locator(`#${study.id}`);
        const visible = async (words: string) =>
          expect(section.getByText(words, { exact: true }).first()).toBeVisible();
        await expect(section.locator('[data-case-industry]')).toHaveText(study.industry);
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(study.title);
        for (const field of FIELDS) {
          await visible(study[field]);
          await visible(text(`common:caseStudy.${field}`));
        }
        for (const result of study.results) await visible(result);
        for (const metric of study.metrics) {
          await visible(metric.label);
          await visible(shownFigure(metric.value, lang));
        }
        for (const name of study.technologies) await visible(name);
        await visible(study.testimonial.text);
        await visible(study.testimonial.position);
        await visible(study.testimonial.author);
        await expect(section.locator('figcaption')).toContainText(
          study.testimonial.company ?? study.client,
        );
        await expect(section.locator('[data-case-tags] li')).toHaveText(
          (study.tags ?? []).map((tag) => `#${tag}`),
        );
        await expect(
          section.getByRole('link', { name: text('common:caseStudy.readMore') }),
        ).toHaveAttribute('href', ownPage(study.id, lang));
        await expect(
          section.getByRole('link', { name: text('common:caseStudy.viewResults') }),
        ).toHaveAttribute('href', `${ownPage(study.id, lang)}#results`);
      }
    });

    test('the results link opens the case study’s page at its results; the full-story link opens its page', async ({
      page: p,
    }) => {
      // The last study: the one furthest down the page, and its results far down its own.
      const study = shownCaseStudies('case-studies', lang).at(-1)!;
      const own = ownPage(study.id, lang);
      await p.goto(url);
      await hydrated(p);
      const section = p.locator(`#${study.id}`);
      await section.getByRole('link', { name: text('common:caseStudy.viewResults') }).click();
      await expect(p).toHaveURL(new RegExp(`${own}#results$`));
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(study.title);
      await expect(p.locator('#results')).toBeInViewport();
      await expect(p.locator('#results li')).toHaveCount(study.results.length);
      await p.goto(url);
      await hydrated(p);
      await section.getByRole('link', { name: text('common:caseStudy.readMore') }).click();
      await expect(p).toHaveURL(new RegExp(`${own}$`));
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(study.title);
    });
    // Accessibility and width: the sweep (sweep.spec.ts).
  });
}

test.describe('case studies folded on a phone', () => {
  const list = pageBlock('case-studies', 'studies') as { select: string[]; phoneShown: number };
  const folded = list.select.at(-1)!;

  test('the case studies after the first ones open with "Show more" @phone', async ({
    page: p,
  }) => {
    await p.goto('/case-studies');
    await hydrated(p);
    await expect(p.locator(`section#${list.select[list.phoneShown - 1]}`)).toBeVisible();
    await expect(p.locator(`section#${folded}`)).toBeHidden();
    const more = p.locator('button[data-phone-show-more]');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(p.locator(`section#${folded}`)).toBeVisible();
  });

  test('an address naming a folded case study opens the list and shows it @phone', async ({
    page: p,
  }) => {
    await p.goto(`/case-studies#${folded}`);
    await hydrated(p);
    await expect(p.locator(`section#${folded}`)).toBeInViewport();
    await expect(p.locator('button[data-phone-show-more]')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
