import { test, type Page } from '@playwright/test';
import site from '../../site.json' with { type: 'json' };
import type { SocialProfile } from '../../src/generated/schema-types';
import {
  TEST_LANGUAGES,
  blockThirdParties,
  builtClass,
  expect,
  fontsApplied,
  hydrated,
  installClock,
  localeWords,
  localized,
  pauseClock,
  watchErrors,
} from './helpers';

const words = (lang: string, ns: string) => localeWords(lang, ns);
const en = words('en', 'common');
const panel = (page: Page, label: string) =>
  page.locator(`#${'nav-panel-' + `common:nav.groups.${label}`.replace(/[^a-zA-Z0-9]/g, '-')}`);

test.beforeEach(async ({ page }) => blockThirdParties(page));

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens on hover and closes 150 ms after the pointer leaves, fading out over 300 ms', async ({
    page,
  }) => {
    await installClock(page);
    await page.goto('/about');
    await hydrated(page);
    await pauseClock(page);
    const company = page.getByRole('button', { name: en.nav.groups.company });
    await company.hover();
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    const menu = panel(page, 'company');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(4);
    await page.mouse.move(640, 600);
    await page.clock.runFor(140);
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(20);
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveClass(builtClass('opacity-0'));
    await expect(menu).not.toHaveAttribute('hidden');
    await page.clock.runFor(300);
    await expect(menu).toBeHidden();
  });

  test('shows titles and subtitles, in two columns for groups of more than two', async ({
    page,
  }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.getByRole('button', { name: en.nav.groups.services }).click();
    const menu = panel(page, 'services');
    await expect(
      menu.getByRole('link', { name: new RegExp(en.nav.caseStudies.title) }),
    ).toContainText(en.nav.caseStudies.subtitle);
    await expect(page.getByRole('button', { name: en.nav.groups.services })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const columns = await menu
      .getByRole('link')
      .evaluateAll(
        (links) => new Set(links.map((a) => Math.round(a.getBoundingClientRect().left))).size,
      );
    expect(columns).toBe(2);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: en.nav.groups.getStarted }).focus();
    await page.keyboard.press('Enter');
    await expect(panel(page, 'getStarted').getByRole('link')).toHaveCount(4);
  });

  test('works by keyboard: arrows, Enter, Escape', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const company = page.getByRole('button', { name: en.nav.groups.company });
    await company.focus();
    await page.keyboard.press('ArrowDown');
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: new RegExp(en.nav.about.title) })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(
      page.getByRole('link', { name: new RegExp(en.nav.technology.title) }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(company).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const services = page.getByRole('button', { name: en.nav.groups.services });
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);
  });

  test('opens and closes by tap on a touch screen', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/about');
    await hydrated(page);
    const company = page.getByRole('button', { name: en.nav.groups.company });
    await company.tap();
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await page.locator('main').tap({ position: { x: 20, y: 300 } });
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await context.close();
  });

  test('language switcher keeps the page, stores the choice and is honoured on return', async ({
    page,
  }) => {
    await page.goto('/technology');
    await hydrated(page);
    await page.getByRole('button', { name: new RegExp(en.language.label) }).click();
    await page.getByRole('link', { name: /Français/ }).click();
    await expect(page).toHaveURL(/\/fr\/technology$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      words('fr', 'technology').hero.title,
    );
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('fr');
    await page.goto('/about');
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      words('fr', 'about').hero.title,
    );
  });

  test('switching to Arabic turns the layout right-to-left without a reload', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/about');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('button', { name: new RegExp(en.language.label) }).click();
    await page.getByRole('link', { name: /العربية/ }).click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      words('ar', 'about').hero.title,
    );
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(errors).toEqual([]);
  });

  test('shows the loading screen only while the new language loads', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await expect(page.locator('[data-loading-screen]')).toHaveCount(0);
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/locales/de/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: new RegExp(en.language.label) }).click();
    await page.getByRole('link', { name: /Deutsch/ }).click();
    await expect(page.locator('[data-loading-screen]')).toBeVisible();
    release();
    await expect(page.locator('[data-loading-screen]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('falls back to English words when a language file fails to load (docs/site/languages.md#translation-loading)', async ({
    page,
  }) => {
    await page.route('**/locales/it/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/about');
    await hydrated(page);
    await page.getByRole('button', { name: new RegExp(en.language.label) }).click();
    await page.getByRole('link', { name: /Italiano/ }).click();
    await expect(page).toHaveURL(/\/it\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      words('en', 'about').hero.title,
    );
  });
});

test.describe('theme (docs/site/shell.md#theme)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });

  test('landing pages force dark and the saved theme comes back when the visitor leaves', async ({
    page,
  }) => {
    await page.goto('/about');
    await hydrated(page);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: en.theme.dark }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: en.theme.dark }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.getByRole('link', { name: 'Atlas Digital' }).first().click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: en.theme.dark })).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('theme'),
        localStorage.getItem('original-theme'),
      ]),
    ).toEqual(['dark', 'light']);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('theme'),
        localStorage.getItem('original-theme'),
      ]),
    ).toEqual(['light', null]);
  });

  test('the first paint already has the saved theme (no flash)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/about');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});

// The phone's width and touch are set here: the desktop project runs what a phone shows, and
// the sweep opens the menu on every page on the phone itself.
test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('slides in, expands one submenu at a time, switches language and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/about');
    await hydrated(page);
    const open = page.getByRole('button', { name: en.nav.openMenu });
    await open.click();
    const dialog = page.getByRole('dialog', { name: en.nav.menu });
    await expect(dialog).toBeVisible();
    const company = dialog.getByRole('button', { name: en.nav.groups.company });
    const services = dialog.getByRole('button', { name: en.nav.groups.services });
    await company.click();
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await dialog.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/about$/);
    await expect(dialog).toBeHidden();
  });

  test('keeps keyboard focus inside while open', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: en.nav.openMenu }).click();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () =>
          !!document.activeElement?.closest('dialog') || document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
  });
});

test.describe('phone header', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('keeps the booking action beside the menu, clear of the logo, from 320 px', async ({
    page,
  }) => {
    for (const lang of TEST_LANGUAGES)
      await test.step(lang, async () => {
        await page.setViewportSize({ width: 320, height: 640 });
        const name = words(lang, 'common').nav.bookConsultation.title;
        await page.goto(localized('/about', lang));
        const header = page.locator('header').first();
        const action = header.getByRole('link', { name, exact: true });
        await expect(action).toBeVisible();
        await expect(action).toHaveAttribute('href', localized('/book-consultation', lang));
        // Every width a phone or small tablet has; the words themselves show from 360 px.
        for (const width of [320, 360, 414, 767]) {
          await page.setViewportSize({ width, height: 640 });
          const boxes = await header.evaluate((h) =>
            [...h.querySelectorAll('a, button')]
              .map((el) => el.getBoundingClientRect())
              .filter((r) => r.width > 0 && r.height > 0)
              .map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
          );
          expect(boxes.length, `${width} px`).toBeGreaterThanOrEqual(3);
          for (const [i, a] of boxes.entries()) {
            expect(a.left, `${width} px`).toBeGreaterThanOrEqual(0);
            expect(a.right, `${width} px`).toBeLessThanOrEqual(width);
            for (const b of boxes.slice(i + 1)) {
              const apart =
                a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
              expect(apart, `${width} px: two header controls overlap`).toBe(true);
            }
          }
          const label = await action.evaluate((a) => {
            const label = a.querySelector('span')!;
            const r = label.getBoundingClientRect();
            const box = a.getBoundingClientRect();
            return {
              shown: r.width > 1,
              // Its lines stay inside the button.
              inside: r.left >= box.left && r.right <= box.right && r.bottom <= box.bottom,
              overflow: label.scrollWidth > label.clientWidth,
            };
          });
          expect(label.shown, `${width} px`).toBe(width >= 360);
          if (label.shown)
            expect(label, `${width} px`).toMatchObject({ inside: true, overflow: false });
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(width);
        }
        // Reached from the keyboard, in the header's own order.
        await header.getByRole('link', { name: site.name }).focus();
        for (let i = 0; i < 4 && !(await action.evaluate((a) => a === document.activeElement)); i++)
          await page.keyboard.press('Tab');
        await expect(action).toBeFocused();
      });
  });
});

test.describe('footer', () => {
  test('has every link, the contact details, badges, subscribe box, no social placeholders and ©', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer').last();
    const hrefs = await footer
      .locator('nav a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(site.footer.links.map((l) => l.href));
    const { email, phone } = site.contact;
    await expect(footer.getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    await expect(footer.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(footer).toContainText(en.footer.badges.secure);
    await expect(footer).toContainText(en.footer.badges.iso);
    // A network without an address in site.json is not shown: no pill that leads nowhere.
    for (const network of site.footer.social as (string | SocialProfile)[])
      if (typeof network === 'string') await expect(footer).not.toContainText(network);
      else await expect(footer.getByRole('link', { name: network.name })).toBeVisible();
    await expect(footer).toContainText(`© ${site.footer.copyrightYear} ${site.name}`);
    await hydrated(page);
    await footer.getByLabel(en.footer.subscribe.label).fill('visitor@example.com');
    await footer.getByRole('button', { name: en.footer.subscribe.button }).click();
    await expect(footer.getByRole('status')).toHaveText(en.footer.subscribe.thanks);
  });

  test('shows the whole placeholder of the subscribe box on a laptop and a small desktop', async ({
    page,
  }) => {
    for (const lang of TEST_LANGUAGES)
      await test.step(lang, async () => {
        const box = page
          .locator('footer')
          .last()
          .getByLabel(words(lang, 'common').footer.subscribe.label);
        await page.goto(localized('/', lang));
        // Measured in the face the box is drawn with.
        await fontsApplied(page);
        for (const width of [1024, 1366]) {
          await page.setViewportSize({ width, height: 800 });
          const { text, room } = await box.evaluate((input: HTMLInputElement) => {
            const style = getComputedStyle(input);
            const measure = document.createElement('canvas').getContext('2d')!;
            measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            return {
              text: measure.measureText(input.placeholder).width,
              room:
                input.clientWidth -
                parseFloat(style.paddingInlineStart) -
                parseFloat(style.paddingInlineEnd),
            };
          });
          expect(text, `${width} px`).toBeGreaterThan(0);
          expect(text, `${width} px`).toBeLessThanOrEqual(room);
        }
      });
  });

  test('is translated and mirrored in Arabic', async ({ page }) => {
    await page.goto('/ar');
    const ar = words('ar', 'common');
    const footer = page.locator('footer').last();
    await expect(footer).toContainText(ar.footer.badges.secure);
    await expect(footer.locator('nav a').first()).toHaveAttribute('href', '/ar/services');
  });
});
