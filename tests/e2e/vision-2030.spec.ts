import fs from 'node:fs';
import { test, type Locator, type Page } from '@playwright/test';
import {
  TEST_LANGUAGES,
  blockThirdParties,
  expect,
  hydrated,
  localeWords,
  localized,
  seriousAxeViolations,
  storeConsentChoice,
  pageBlock,
  shownFigure,
} from './helpers';
import type { Figure } from '../../src/generated/schema-types';

const words = (lang: string, ns: string) => localeWords(lang, ns);
const site = JSON.parse(fs.readFileSync('site.json', 'utf8'));

// docs/site/vision-2030.md#bar-widths, written out rather than computed, so a wrong formula fails
// here.
const PILLAR_WIDTHS = [20, 35, 50, 65, 80];
const IMPACT_WIDTHS = [60, 68, 76, 84, 92, 100];
/** The impact figures as the page lists them (an editor may change them), in each language's form. */
const impactFigures = (lang: string): string[] =>
  (pageBlock('vision-2030', 'impact').items as { value?: Figure }[]).flatMap((i) =>
    i.value ? [shownFigure(i.value, lang)] : [],
  );

/** Each bar's filled share of its track, in percent (rounded). */
const fillRatios = (bars: Locator) =>
  bars.evaluateAll((els) =>
    els.map((bar) => {
      const fill = bar.querySelector('[data-bar-fill]') as HTMLElement;
      return Math.round(
        (fill.getBoundingClientRect().width / bar.getBoundingClientRect().width) * 100,
      );
    }),
  );

async function scrollThrough(page: Page, section: Locator) {
  await section.scrollIntoViewIfNeeded();
  await section.locator('[data-bar-fill]').last().scrollIntoViewIfNeeded();
}

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  await storeConsentChoice(page);
});

for (const lang of TEST_LANGUAGES) {
  const url = localized('/vision-2030', lang);
  const t = words(lang, 'vision-2030');
  const common = words(lang, 'common');

  // The order of the sections: tests/dist; the page as it opens: the sweep (sweep.spec.ts).
  test.describe(`vision 2030 in ${lang}`, () => {
    test("every card the page lists, the partners by name, the closing call, and the contact card with site.json's email and phone", async ({
      page,
    }) => {
      await test.step('cards, partners and the closing call', async () => {
        await page.goto(url);
        await expect(page.locator('h1')).toHaveText(t.hero.title);
        type Card = { meta?: { text: string }[] };
        for (const id of ['achievements', 'initiatives', 'partners', 'success-stories']) {
          // Cards are "items"; the success stories (one per case study) are "stories".
          const block = pageBlock('vision-2030', id) as { items?: Card[]; stories?: unknown[] };
          const cards = block.items ?? block.stories ?? [];
          await expect(page.locator(`#${id} h3`), id).toHaveCount(cards.length);
        }
        for (const card of pageBlock('vision-2030', 'partners').items as Card[])
          for (const meta of card.meta ?? [])
            await expect(page.locator('#partners')).toContainText(meta.text);
        const cta = page.locator('#get-started');
        await expect(cta.getByRole('link')).toHaveCount(2);
        await expect(cta.getByRole('link', { name: t.cta.start })).toHaveAttribute(
          'href',
          localized('/contact', lang),
        );
        await expect(cta.getByRole('link', { name: t.cta.consult })).toHaveAttribute(
          'href',
          localized('/book-consultation', lang),
        );
      });
      await test.step('the contact card', async () => {
        await page.goto(url);
        const card = page.locator('#contact');
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(t.contact.title);
        await expect(card.getByRole('link', { name: site.contact.email })).toHaveAttribute(
          'href',
          `mailto:${site.contact.email}`,
        );
        await expect(card.getByRole('link', { name: site.contact.phone })).toHaveAttribute(
          'href',
          `tel:${site.contact.phone.replace(/\s/g, '')}`,
        );
        await expect(card.locator('address')).toHaveText(common.contact.address);
        await expect(card.locator('address')).toContainText(lang === 'ar' ? 'القنيطرة' : 'Kenitra');
        await expect(card.getByRole('link', { name: t.contact.action })).toHaveAttribute(
          'href',
          localized('/contact', lang),
        );
      });
    });

    test('five pillars with progress 20–80 %, six impact figures with bars 60–100 %, filled from the start side', async ({
      page,
    }) => {
      await test.step('the widths and figures', async () => {
        await page.goto(url);
        await hydrated(page);
        const pillars = page.locator('#pillars').getByRole('progressbar');
        await expect(pillars).toHaveCount(5);
        const names = [
          t.pillars.digitalEconomy.title,
          t.pillars.smartInfrastructure.title,
          t.pillars.aiAutomation.title,
          t.pillars.educationSkills.title,
          t.pillars.globalCompetitiveness.title,
        ];
        for (const [i, width] of PILLAR_WIDTHS.entries()) {
          const bar = page.getByRole('progressbar', { name: names[i], exact: true });
          await expect(bar).toHaveAttribute('aria-valuenow', String(width));
          await expect(page.locator('#pillars > section > div > ul > li').nth(i)).toContainText(
            `${width}%`,
          );
        }
        const impact = page.locator('#impact').getByRole('meter');
        await expect(impact).toHaveCount(6);
        expect(
          await impact.evaluateAll((els) => els.map((e) => e.getAttribute('aria-valuenow'))),
        ).toEqual(IMPACT_WIDTHS.map(String));
        // The agency's figures, written the English way ("2M+"), then shown in the page's language.
        expect(impactFigures('en')).toEqual(['95%', '500+', '80%', '2M+', '15%', '#1']);
        for (const figure of impactFigures(lang)) {
          await expect(page.locator('#impact').getByText(figure, { exact: true })).toBeVisible();
        }
        // Drawn widths, once the bars have grown into view.
        await scrollThrough(page, page.locator('#pillars'));
        await expect.poll(() => fillRatios(pillars)).toEqual(PILLAR_WIDTHS);
        await scrollThrough(page, page.locator('#impact'));
        await expect.poll(() => fillRatios(impact)).toEqual(IMPACT_WIDTHS);
      });
      await test.step('the bars fill from the start side (right in Arabic)', async () => {
        await page.goto(url);
        await hydrated(page);
        const bar = page.locator('#impact').getByRole('meter').first();
        await bar.scrollIntoViewIfNeeded();
        await expect.poll(() => fillRatios(bar)).toEqual([60]);
        const [track, fill] = await bar.evaluate((el) => [
          el.getBoundingClientRect(),
          (el.querySelector('[data-bar-fill]') as HTMLElement).getBoundingClientRect(),
        ]);
        if (lang === 'ar') expect(Math.abs(fill!.right - track!.right)).toBeLessThan(1);
        else expect(Math.abs(fill!.left - track!.left)).toBeLessThan(1);
      });
    });

    // As the page opens it is in the sweep; here with every bar grown.
    test('no serious accessibility violation, with every bar grown', async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
      await scrollThrough(page, page.locator('#impact'));
      await page.locator('#contact').scrollIntoViewIfNeeded();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}

test('bars below the fold grow into view; under reduced motion they stand still at full width', async ({
  browser,
}) => {
  const moving = await browser.newPage({ reducedMotion: 'no-preference' });
  await blockThirdParties(moving);
  await moving.goto('/vision-2030');
  await hydrated(moving);
  const meters = moving.locator('#impact').getByRole('meter');
  // Still below the fold: emptied, waiting.
  await expect.poll(() => fillRatios(meters)).toEqual([0, 0, 0, 0, 0, 0]);
  await meters.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      meters
        .first()
        .locator('[data-bar-fill]')
        .evaluate((e) => getComputedStyle(e).transitionProperty.split(', ')),
    )
    // A transform, which the compositor runs (Tailwind lists the individual transforms too),
    // never the width.
    .toEqual(expect.arrayContaining(['transform']));
  expect(
    await meters
      .first()
      .locator('[data-bar-fill]')
      .evaluate((e) => getComputedStyle(e).transitionProperty),
  ).not.toContain('width');
  await expect.poll(() => fillRatios(meters)).toEqual(IMPACT_WIDTHS);
  await moving.close();

  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const still = await context.newPage();
  await blockThirdParties(still);
  await still.goto('/vision-2030');
  await hydrated(still);
  const stillMeters = still.locator('#impact').getByRole('meter');
  // Give the page time to (wrongly) empty them; they must stay full without any scrolling.
  await still.waitForTimeout(300);
  expect(await fillRatios(stillMeters)).toEqual(IMPACT_WIDTHS);
  // The site's reduced-motion rule shortens every transition to about nothing.
  const duration = await stillMeters
    .first()
    .locator('[data-bar-fill]')
    .evaluate((e) => parseFloat(getComputedStyle(e).transitionDuration));
  expect(duration).toBeLessThan(0.01);
  await context.close();
});
