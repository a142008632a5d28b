import { test, type Page } from '@playwright/test';
import { shownMembers } from '../collections';
import {
  TEST_LANGUAGES,
  blockThirdParties,
  expect,
  expectFits360,
  hydrated,
  installClock,
  localeWords,
  localized,
  pauseClock,
  seriousAxeViolations,
  storeConsentChoice,
  pageBlock,
} from './helpers';

const words = (lang: string, ns: string) => localeWords(lang, ns);

// The values carousel scrolls by itself: this page is tested moving, as most visitors see it (the
// other specs run with reduced motion, which the carousel's own test below also covers).
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  // The cookie banner (its own tests) would cover the carousel's controls on phones.
  await storeConsentChoice(page);
});

/** The track's horizontal translation in px (negative = moved left). */
const shift = (page: Page) =>
  page
    .locator('[data-values-track]')
    .evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);

/** Goes to the page on a fake clock, stopped once hydrated, with the carousel on screen. */
async function openStill(page: Page, url: string) {
  await installClock(page);
  await page.goto(url);
  await hydrated(page);
  await pauseClock(page);
  await page.locator('#values').scrollIntoViewIfNeeded();
  // The carousel learns it is on screen from an observer, a moment after the scroll.
  await expect(page.locator('#values section')).toHaveAttribute('data-on-screen', 'true');
}

/**
 * docs/site/about.md#values-carousel: auto-scroll resumes 1000 ms after release, not at 999. (React
 * applies the state change in a task of its own after the fake timer fires, hence the wait for the
 * attribute.)
 */
async function resumesAfterOneSecond(page: Page, released: number, forward: number) {
  const section = page.locator('#values section');
  await expect(section).toHaveAttribute('data-autoplay', 'resuming');
  await page.clock.runFor(999);
  await expect(section).toHaveAttribute('data-autoplay', 'resuming');
  expect(await shift(page)).toBe(released);
  await page.clock.runFor(1);
  await expect(section).toHaveAttribute('data-autoplay', 'running');
  await page.clock.runFor(300);
  expect(((await shift(page)) - released) * forward).toBeGreaterThan(5);
}

for (const lang of TEST_LANGUAGES) {
  const url = localized('/about', lang);
  const common = words(lang, 'common');
  const about = words(lang, 'about');
  const team = words(lang, 'team');
  // Auto-scroll moves the cards towards the start side: left in English, right in Arabic.
  const forward = lang === 'ar' ? 1 : -1;
  const strip = (page: Page) => page.getByRole('group', { name: about.values.label });

  test.describe(`about in ${lang}`, () => {
    // The order of the sections, on every page in every language: tests/dist/pages.test.ts.
    test('shows every step, value and member the page lists, with join-us buttons', async ({
      page,
    }) => {
      await page.goto(url);
      await expect(page.locator('#journey li')).toHaveCount(
        pageBlock('about', 'journey').steps.length,
      );
      await expect(page.locator('#values [data-values-track] > ul:first-child > li')).toHaveCount(
        pageBlock('about', 'values').values.length,
      );
      await expect(page.locator('#team [data-member]')).toHaveCount(
        shownMembers('about', 'team', lang).length,
      );
      await expect(page.getByRole('link', { name: about.team.join })).toHaveAttribute(
        'href',
        localized('/careers', lang),
      );
      await expect(page.getByRole('link', { name: about.team.contact })).toHaveAttribute(
        'href',
        localized('/contact', lang),
      );
    });

    test('the values carousel scrolls by itself, follows a drag, and resumes 1 s after release', async ({
      page,
    }) => {
      await openStill(page, url);
      const start = await shift(page);
      // Its frame loop starts in an effect once it knows it is on screen: give it real time too.
      await expect
        .poll(async () => {
          await page.clock.runFor(1000);
          return ((await shift(page)) - start) * forward;
        })
        .toBeGreaterThan(20);
      const moved = await shift(page);

      // Drag along the scrolling direction, so the offset does not wrap round.
      const box = (await strip(page).boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 120 * forward, y, { steps: 6 });
      const dragged = await shift(page);
      expect(Math.abs(dragged - (moved + 120 * forward))).toBeLessThan(2);
      await page.clock.runFor(3000); // held as long as the button is down
      expect(await shift(page)).toBe(dragged);
      await page.mouse.up();
      await resumesAfterOneSecond(page, dragged, forward);
    });

    // The same code in every language: its behaviour is tested once, in English; the
    // other languages' words are the lint's, their layout the sweep's.
    if (lang === 'en') {
      test('the pause button stops the carousel and play starts it again', async ({ page }) => {
        await openStill(page, url);
        await page.getByRole('button', { name: common.valuesCarousel.pause }).click();
        const play = page.getByRole('button', { name: common.valuesCarousel.play });
        await expect(play).toBeVisible();
        await expect(page.locator('#values section')).toHaveAttribute('data-autoplay', 'paused');
        const still = await shift(page);
        await page.clock.runFor(3000);
        expect(await shift(page)).toBe(still);
        await play.click();
        await page.clock.runFor(500);
        expect(((await shift(page)) - still) * forward).toBeGreaterThan(5);
      });
    }

    // The same code in every language: its behaviour is tested once, in English; the
    // other languages' words are the lint's, their layout the sweep's.
    if (lang === 'en') {
      test('under reduced motion the carousel stays still', async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await openStill(page, url);
        await expect(page.locator('#values section')).toHaveAttribute('data-autoplay', 'paused');
        const still = await shift(page);
        await page.clock.runFor(5000);
        expect(await shift(page)).toBe(still);
        await expect(page.getByRole('button', { name: common.valuesCarousel.play })).toBeVisible();
      });
    }

    test('the keyboard reaches the carousel and steps through it with the arrow keys', async ({
      page,
    }) => {
      await openStill(page, url);
      // The controls come in this Tab order: previous, pause, next, then the strip itself. (Not
      // counted from the section heading: a click there focuses <main>, so the count depended on
      // which sections come before this one, and an editor may reorder them.)
      const values = page.locator('#values');
      await values.getByRole('button', { name: common.valuesCarousel.previous }).focus();
      await page.keyboard.press('Tab');
      await expect(values.getByRole('button', { name: common.valuesCarousel.pause })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(values.getByRole('button', { name: common.valuesCarousel.next })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(strip(page)).toBeFocused();
      const card = await page
        .locator('#values [data-value]')
        .first()
        .evaluate((li) => li.getBoundingClientRect().width + 24);
      // The arrow pointing along the reading direction shows the next card.
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect.poll(() => shift(page)).toBeCloseTo(card * forward, 0);
      await page.keyboard.press(lang === 'ar' ? 'ArrowRight' : 'ArrowLeft');
      await expect.poll(() => shift(page)).toBeCloseTo(0, 0);
      await page.getByRole('button', { name: common.valuesCarousel.next }).click();
      await expect.poll(() => shift(page)).toBeCloseTo(card * forward, 0);
    });

    test('the Orbit toggle arranges the team round the centre; each member is named and shows a bio', async ({
      page,
    }) => {
      await page.goto(url);
      await hydrated(page);
      const grid = page.getByRole('button', { name: common.teamGrid.grid, exact: true });
      const orbit = page.getByRole('button', { name: common.teamGrid.orbit, exact: true });
      await expect(grid).toHaveAttribute('aria-pressed', 'true');
      await orbit.click();
      await expect(orbit).toHaveAttribute('aria-pressed', 'true');
      await expect(grid).toHaveAttribute('aria-pressed', 'false');
      const stage = page.locator('#team [data-view=orbit]');
      await expect(stage).toBeVisible();
      const members = shownMembers('about', 'team', lang);
      const member = members[Math.min(2, members.length - 1)]!;
      const avatar = stage.getByRole('button', { name: member.name });
      await expect(stage.getByRole('listitem').getByRole('button')).toHaveCount(members.length);
      await avatar.focus();
      await expect(avatar).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('#team [data-member-details]')).toContainText(member.bio ?? '-');
      // Six avatars evenly round the centre: all at the same distance from it.
      const centre = await stage.locator('p').first().boundingBox();
      const distances = await stage
        .locator('li button')
        .evaluateAll((els) =>
          els
            .map((e) => e.getBoundingClientRect())
            .map((r) => [r.x + r.width / 2, r.y + r.height / 2]),
        );
      const [cx, cy] = [centre!.x + centre!.width / 2, centre!.y + centre!.height / 2];
      const radii = distances.map(([x, y]) => Math.hypot(x! - cx, y! - cy));
      for (const r of radii) expect(Math.abs(r - radii[0]!)).toBeLessThan(2);
      expect(radii[0]).toBeGreaterThan(80);
    });

    // The grid, as the page opens, is in the sweep (sweep.spec.ts): here the orbit.
    test('the orbit view has no serious accessibility violation and fits 360 px', async ({
      page,
    }) => {
      // Laid out still, as it ends up: the names beside the ring once ran past a 360 px screen.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(url);
      await hydrated(page);
      await page.getByRole('button', { name: common.teamGrid.orbit, exact: true }).click();
      await expect(page.locator('#team [data-view=orbit]')).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await expectFits360(page, `${url} in the orbit view`);
    });

    // Its order, figures, axe and width: tests/dist and the sweep.
    test('/team shows the people with their experience and a call to /careers', async ({
      page,
    }) => {
      await page.goto(localized('/team', lang));
      await expect(page.locator('#leadership [data-member]')).toHaveCount(
        shownMembers('team', 'leadership', lang).length,
      );
      const salma = shownMembers('team', 'leadership', lang).find((m) => m.id === 'salma-bennis');
      await expect(page.locator('#leadership')).toContainText(salma?.experience ?? '-');
      await expect(page.getByRole('link', { name: team.cta.careers })).toHaveAttribute(
        'href',
        localized('/careers', lang),
      );
    });
  });
}

test('a finger drag moves the values and auto-scroll resumes 1 s after lifting it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await blockThirdParties(page);
  await storeConsentChoice(page);
  await openStill(page, '/about');
  const box = (await page.locator('[aria-roledescription]').boundingBox())!;
  const [x, y] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
  const before = await shift(page);
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: px, y }],
    });
  await touch('touchStart', x);
  for (let i = 1; i <= 5; i++) await touch('touchMove', x - 20 * i);
  // The browser delivers the touch moves asynchronously: wait for the last one to land.
  await expect.poll(() => shift(page)).toBeLessThan(before - 90);
  const dragged = await shift(page);
  await page.clock.runFor(2000);
  expect(await shift(page)).toBe(dragged);
  await touch('touchEnd', x - 100);
  await resumesAfterOneSecond(page, dragged, -1);
  await context.close();
});
