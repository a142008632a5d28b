import { test, type Page } from '@playwright/test';
import { shownMembers } from '../collections';
import {
  TEST_LANGUAGES,
  blockThirdParties,
  expect,
  hydrated,
  LANGUAGES,
  localized,
  pageBlockOrder,
  seriousAxeViolations,
  storeConsentChoice,
  pageBlock,
  pageText,
  shownFigure,
} from './helpers';
import type { Figure, Span } from '../../src/generated/schema-types';
import { spanText } from '../site';

/** The page's sections after the hero: each is an address visitors can share (/technology#team). */
const ANCHORS = pageBlockOrder('technology')
  .map((b) => b.split('#')[1] ?? '')
  .filter((id) => id && id !== 'hero');

// The blocks as the editor wrote them: counts, figures and names come from here.
type Item = {
  title: string;
  figure?: Figure;
  figureLabel?: string;
  meta?: { text: string }[];
  tags?: string[];
  metrics?: { number: Figure }[];
};
const items = (id: string): Item[] => pageBlock('technology', id).items;
/** Literal text stays as written; translation keys become the language's words. */
const shown = (lang: string, text: string) =>
  /^[a-z-]+:/.test(text) ? pageText(lang, text) : text;

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  await storeConsentChoice(page);
});

/** Every technology level of the open tab, read from its meter and from the visible text. */
async function visibleLevels(page: Page) {
  const panel = page.locator('#tech-stack [role="tabpanel"]:visible');
  await expect(panel).toHaveCount(1);
  const meters = panel.getByRole('meter');
  await expect(meters).not.toHaveCount(0);
  return meters.evaluateAll((els) =>
    els.map((m) => ({
      value: Number(m.getAttribute('aria-valuenow')),
      shown: m.closest('li')?.textContent ?? '',
    })),
  );
}

for (const lang of TEST_LANGUAGES) {
  const url = localized('/technology', lang);

  // The order of the sections and the figures: tests/dist; the page as it opens: the sweep.
  test.describe(`technology in ${lang}`, () => {
    test('the tech stack tabs work by keyboard and show each level the page gives; another tab open has no serious accessibility violation', async ({
      page,
    }) => {
      await test.step('the tabs by keyboard', async () => {
        await page.goto(url);
        await hydrated(page);
        type Category = { label: string; technologies: { description: string; level: number }[] };
        const categories = pageBlock('technology', 'tech-stack').categories as Category[];
        const last = categories.length - 1;
        const tabs = page.locator('#tech-stack').getByRole('tab');
        await expect(tabs).toHaveText(categories.map((c) => shown(lang, c.label)));
        await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
        // The open tab is the list's only Tab stop (roving tabindex); Tab goes on to its panel.
        await tabs.nth(0).focus();
        await page.keyboard.press('Tab');
        await expect(page.locator('#tech-stack [role="tabpanel"]:visible')).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect(tabs.nth(0)).toBeFocused();
        const next = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
        const previous = lang === 'ar' ? 'ArrowRight' : 'ArrowLeft';
        for (const [i, category] of categories.entries()) {
          await expect(tabs.nth(i)).toBeFocused();
          await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
          const levels = await visibleLevels(page);
          expect(levels.map((l) => l.value)).toEqual(category.technologies.map((t) => t.level));
          for (const { value, shown: text } of levels) expect(text).toContain(`${value}%`);
          if (i < last) await page.keyboard.press(next);
        }
        await page.keyboard.press(next);
        await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press(previous);
        await expect(tabs.nth(last)).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('Home');
        await expect(tabs.nth(0)).toBeFocused();
        const firstOf = (c: Category) => shown(lang, c.technologies[0]!.description);
        const stack = page.locator('#tech-stack');
        await expect(stack.getByText(firstOf(categories[0]!))).toBeVisible();
        await tabs.nth(last).click();
        await expect(stack.getByText(firstOf(categories[last]!))).toBeVisible();
        if (last > 0) await expect(stack.getByText(firstOf(categories[0]!))).toBeHidden();
      });
      await test.step('accessibility with another tab open', async () => {
        await page.goto(url);
        await hydrated(page);
        await page.locator('#tech-stack').getByRole('tab').nth(3).click();
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    });

    test('every section shows what the page file lists: expertise, methodology, case studies, team, certifications, closing call', async ({
      page,
    }) => {
      await page.goto(url);
      const expertise = page.locator('#expertise');
      const areas = items('expertise');
      await expect(expertise.locator('li h3')).toHaveText(areas.map((a) => shown(lang, a.title)));
      for (const [i, area] of areas.entries()) {
        const card = expertise
          .locator('li')
          .filter({ has: page.locator('h3') })
          .nth(i);
        if (area.figure)
          await expect(
            card.getByText(shownFigure(area.figure, lang), { exact: true }),
          ).toBeVisible();
        if (area.figureLabel) await expect(card).toContainText(shown(lang, area.figureLabel));
        for (const m of area.meta ?? []) await expect(card).toContainText(shown(lang, m.text));
        for (const tag of area.tags ?? []) {
          await expect(card.getByText(tag, { exact: true })).toBeVisible();
        }
      }

      const block = pageBlock('technology', 'methodology');
      type Step = {
        label: string;
        title: string;
        duration?: string | Span;
        deliverables?: string[];
      };
      const written = block.steps as Step[];
      const steps = page.locator('#methodology ol > li');
      await expect(steps).toHaveCount(written.length);
      for (const [i, want] of written.entries()) {
        const step = steps.nth(i);
        await expect(step).toContainText(want.label);
        await expect(step.locator('h3')).toContainText(shown(lang, want.title));
        // Words, or a span of weeks stored as numbers and written the language's way.
        if (want.duration)
          await expect(step).toContainText(
            typeof want.duration === 'string'
              ? shown(lang, want.duration)
              : spanText(lang, want.duration),
          );
        if (want.deliverables?.length) {
          await expect(step.getByText(shown(lang, block.deliverablesLabel))).toBeVisible();
          await expect(step.locator('ul > li')).toHaveText(
            want.deliverables.map((d) => shown(lang, d)),
          );
        }
      }

      const cases = page.locator('#case-studies');
      const studies = items('case-studies');
      await expect(cases.locator('li h3')).toHaveText(studies.map((c) => shown(lang, c.title)));
      for (const study of studies) {
        for (const m of study.metrics ?? []) {
          await expect(
            cases.getByText(shownFigure(m.number, lang), { exact: true }).first(),
          ).toBeVisible();
        }
        for (const tag of study.tags ?? []) {
          await expect(cases.getByText(tag, { exact: true }).first()).toBeVisible();
        }
      }

      // The technical leads are people of the team collection, picked by id.
      const team = page.locator('#team');
      const members = shownMembers('technology', 'team', lang);
      expect(members).toHaveLength(4);
      for (const member of members) {
        await expect(team.getByText(member.name, { exact: true })).toBeVisible();
        await expect(team).toContainText(member.role);
        if (member.experience) await expect(team).toContainText(member.experience);
        for (const c of member.certifications ?? []) await expect(team).toContainText(c);
      }

      const certs = page.locator('#certifications');
      const all = items('certifications');
      await expect(certs.locator('li h3')).toHaveText(all.map((c) => shown(lang, c.title)));
      for (const fact of all.flatMap((c) => c.meta ?? [])) {
        await expect(
          certs.getByText(shown(lang, fact.text), { exact: true }).first(),
        ).toBeVisible();
      }

      const cta = page.locator('#get-started');
      const actions = pageBlock('technology', 'get-started').actions as {
        label: string;
        href: string;
      }[];
      await expect(cta.getByRole('link')).toHaveCount(actions.length);
      for (const action of actions) {
        await expect(cta.getByRole('link', { name: shown(lang, action.label) })).toHaveAttribute(
          'href',
          localized(action.href, lang),
        );
      }
    });
  });

  test(`every anchor of /technology lands on its section on a fresh load (${lang})`, async ({
    page,
  }) => {
    for (const id of ANCHORS) {
      await page.goto(`${url}#${id}`);
      await hydrated(page);
      // Late layout (fonts, lazy blocks) must not push the section away after hydration.
      await page.waitForTimeout(300);
      const top = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
      expect(top, id).toBeGreaterThanOrEqual(-2);
      expect(top, id).toBeLessThan(140);
      expect(await page.evaluate(() => window.scrollY), id).toBeGreaterThan(0);
    }
  });
}

test('a hash link on the page scrolls to its section without reloading', async ({ page }) => {
  await page.goto('/technology');
  await hydrated(page);
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.evaluate(() => {
    location.hash = '#certifications';
  });
  await expect
    .poll(() => page.locator('#certifications').evaluate((el) => el.getBoundingClientRect().top))
    .toBeLessThan(140);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);
});

test('no horizontal overflow at 360 px in any language, on any tab', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await blockThirdParties(page);
  for (const lang of LANGUAGES) {
    await page.goto(localized('/technology', lang));
    await hydrated(page);
    const tabs = page.locator('#tech-stack').getByRole('tab');
    for (let i = 0; i < 4; i++) {
      await tabs.nth(i).click();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${lang} tab ${i}`,
      ).toBeLessThanOrEqual(360);
    }
  }
  await context.close();
});
