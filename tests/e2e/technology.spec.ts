import { test, type Page } from '@playwright/test';
import {
  blockOrder,
  blockThirdParties,
  expect,
  hydrated,
  LANGUAGES,
  localeWords,
  localized,
  pageBlockOrder,
  seriousAxeViolations,
  storeConsentChoice,
  pageFigures,
} from './helpers';

const words = (lang: string) => localeWords(lang, 'technology');
const ANCHORS = [
  'tech-stack',
  'expertise',
  'methodology',
  'case-studies',
  'team',
  'certifications',
];

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  await storeConsentChoice(page);
});

/** Every technology level of the open tab, read from its meter and from the visible text. */
async function visibleLevels(page: Page) {
  const panel = page.locator('#tech-stack [role="tabpanel"]:visible');
  await expect(panel).toHaveCount(1);
  const meters = panel.getByRole('meter');
  await expect(meters).toHaveCount(6);
  return meters.evaluateAll((els) =>
    els.map((m) => ({
      value: Number(m.getAttribute('aria-valuenow')),
      shown: m.closest('li')?.textContent ?? '',
    })),
  );
}

for (const lang of ['en', 'ar']) {
  const url = localized('/technology', lang);
  const t = words(lang);

  test.describe(`technology in ${lang} @mobile`, () => {
    test('has every section of spec §2 in order, with the summary figures', async ({ page }) => {
      await page.goto(url);
      const blocks = await blockOrder(page);
      expect(blocks).toEqual(pageBlockOrder('technology'));
      for (const figure of pageFigures('technology', 'overview')) {
        await expect(page.locator('#overview').getByText(figure, { exact: true })).toBeVisible();
      }
      await expect(page.locator('#overview')).toContainText(t.overview.uptime);
    });

    test('the tech stack tabs work by keyboard and show levels of 80–95 %', async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
      const tabs = page.locator('#tech-stack').getByRole('tab');
      await expect(tabs).toHaveText([
        t.stack.frontend.label,
        t.stack.backend.label,
        t.stack.cloud.label,
        t.stack.ai.label,
      ]);
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      // Reach the tab list with Tab from the section heading's neighbourhood: the open tab is
      // the only stop in the list (roving tabindex).
      await tabs.nth(0).focus();
      await page.keyboard.press('Tab');
      await expect(page.locator('#tech-stack [role="tabpanel"]:visible')).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(tabs.nth(0)).toBeFocused();
      const next = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
      const previous = lang === 'ar' ? 'ArrowRight' : 'ArrowLeft';
      const all: number[] = [];
      for (let i = 0; i < 4; i++) {
        await expect(tabs.nth(i)).toBeFocused();
        await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
        const levels = await visibleLevels(page);
        for (const { value, shown } of levels) {
          expect(value).toBeGreaterThanOrEqual(80);
          expect(value).toBeLessThanOrEqual(95);
          expect(shown).toContain(`${value}%`);
        }
        all.push(...levels.map((l) => l.value));
        if (i < 3) await page.keyboard.press(next);
      }
      expect(all).toHaveLength(24);
      await page.keyboard.press(next);
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press(previous);
      await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tabs.nth(0)).toBeFocused();
      await expect(page.locator('#tech-stack').getByText(t.stack.frontend.react)).toBeVisible();
      await tabs.nth(2).click();
      await expect(page.locator('#tech-stack').getByText(t.stack.cloud.aws)).toBeVisible();
      await expect(page.locator('#tech-stack').getByText(t.stack.frontend.react)).toBeHidden();
    });

    test('six expertise areas with project counts, technologies and experience', async ({
      page,
    }) => {
      await page.goto(url);
      const expertise = page.locator('#expertise');
      await expect(expertise.locator('li h3')).toHaveCount(6);
      for (const figure of ['50', '25', '40', '35', '20', '15']) {
        await expect(expertise.getByText(figure, { exact: true })).toBeVisible();
      }
      await expect(expertise.getByText(t.expertise.projects, { exact: true })).toHaveCount(6);
      await expect(expertise).toContainText(t.expertise.web.experience);
      await expect(expertise.getByText('Kubernetes', { exact: true })).toBeVisible();
    });

    test('a five-step methodology with durations and deliverables', async ({ page }) => {
      await page.goto(url);
      const steps = page.locator('#methodology ol > li');
      await expect(steps).toHaveCount(5);
      const names = ['discovery', 'design', 'development', 'deployment', 'maintenance'];
      for (const [i, name] of names.entries()) {
        const step = steps.nth(i);
        await expect(step).toContainText(`0${i + 1}`);
        await expect(step.locator('h3')).toContainText(t.methodology[name].title);
        await expect(step).toContainText(t.methodology[name].duration);
        await expect(step.getByText(t.methodology.deliverables)).toBeVisible();
        await expect(step.locator('ul > li')).toHaveCount(3);
      }
      await expect(steps.nth(0).locator('ul > li').nth(0)).toHaveText(
        t.methodology.discovery.requirements,
      );
    });

    test('three tech case studies with three metrics each', async ({ page }) => {
      await page.goto(url);
      const cases = page.locator('#case-studies');
      await expect(cases.locator('li h3')).toHaveCount(3);
      for (const figure of ['60%', '24/7', '40%', '99.9%', '45%', '3x', '10M+', '<2s', '80%']) {
        await expect(cases.getByText(figure, { exact: true })).toBeVisible();
      }
      await expect(cases.getByText('Terraform', { exact: true })).toBeVisible();
    });

    test('four team members with their roles', async ({ page }) => {
      await page.goto(url);
      const team = page.locator('#team');
      for (const name of ['Mehdi Alaoui', 'Imane Berrada', 'Hamza Chraibi', 'Leila Bennani']) {
        await expect(team.getByText(name, { exact: true })).toBeVisible();
      }
      await expect(team).toContainText(t.team.cto.role);
      await expect(team).toContainText(t.team.cto.experience);
      await expect(team).toContainText('CompTIA Security+');
    });

    test('six certifications with issuer and year', async ({ page }) => {
      await page.goto(url);
      const certs = page.locator('#certifications');
      await expect(certs.locator('li h3')).toHaveCount(6);
      for (const fact of ['Amazon Web Services', 'Scrum.org', '2022', '2023', '2024']) {
        await expect(certs.getByText(fact, { exact: true }).first()).toBeVisible();
      }
    });

    test('a closing call to action with two buttons', async ({ page }) => {
      await page.goto(url);
      const cta = page.locator('#get-started');
      await expect(cta.getByRole('link')).toHaveCount(2);
      await expect(cta.getByRole('link', { name: t.cta.primary })).toHaveAttribute(
        'href',
        localized('/contact', lang),
      );
      await expect(cta.getByRole('link', { name: t.cta.secondary })).toHaveAttribute(
        'href',
        localized('/book-consultation', lang),
      );
    });

    test('no serious accessibility violation, with any tab open', async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.locator('#tech-stack').getByRole('tab').nth(3).click();
      expect(await seriousAxeViolations(page)).toEqual([]);
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
