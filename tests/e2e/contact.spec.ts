import fs from 'node:fs';
import { test, type Locator, type Page } from '@playwright/test';
import {
  TEST_LANGUAGES,
  blockThirdParties,
  expect,
  hydrated,
  installClock,
  localeWords,
  pauseClock,
  seriousAxeViolations,
  storeConsentChoice,
  takeTimeToFill,
  watchErrors,
} from './helpers';
import { isolate } from '../../src/blocks/Form/machine';
import type { FeatureGrid, Form } from '../../src/generated/schema-types';
import { pageBlocks as blocksOf, pageText, spanText } from '../site';

const words = (lang: string, ns: string) => localeWords(lang, ns);

/** A placeholder of an i18next string filled in, as the page does. */
const fill = (s: string, values: Record<string, string>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

const site = JSON.parse(fs.readFileSync('site.json', 'utf8'));
const EMAIL: string = site.contact.email;
const TEL = `tel:${(site.contact.phone as string).replace(/[^\d+]/g, '')}`;

/** The contact form's service values, in order (docs/site/contact.md#contact-form). */
const SERVICES = [
  ['branded-websites', 'brandedWebsites'],
  ['crm-dashboards', 'crmDashboards'],
  ['ai-receptionist', 'aiReceptionist'],
  ['community-management', 'communityManagement'],
  ['social-media-ads', 'socialMediaAds'],
  ['automations', 'automations'],
  ['consultation', 'consultation'],
  ['other', 'other'],
] as const;

/** The (value, words) pairs of a select, without its empty "choose" entry. */
const choices = (select: Locator) =>
  select.evaluate((s: HTMLSelectElement) =>
    [...s.options].filter((o) => o.value !== '').map((o) => [o.value, o.text.trim()]),
  );

/** The browser's own verdict on an empty required field (docs/site/forms.md#validation). */

/**
 * axe under the paused fake clock: axe waits on its own timers, so the clock is stepped in small
 * increments until it answers. The steps add up to far less than the 3 s the confirmation shows,
 * which the caller checks by asserting the view is still there afterwards.
 */
async function axeWithPausedClock(page: Page): Promise<{ violations: string[]; spent: number }> {
  let done = false;
  const result = seriousAxeViolations(page).finally(() => {
    done = true;
  });
  let spent = 0;
  while (!done && spent < 2000) {
    await page.clock.runFor(10);
    spent += 10;
  }
  return { violations: await result, spent };
}

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  // The consent banner slides in after 1 s and would be measured mid-animation (consent.spec.ts).
  await storeConsentChoice(page);
});

for (const lang of TEST_LANGUAGES) {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const common = words(lang, 'common');

  // The order of the sections: tests/dist; accessibility and width as the page opens: the sweep.
  test.describe(`contact in ${lang}`, () => {
    const t = words(lang, 'contact');
    const url = `${prefix}/contact`;
    const field = (page: Page, name: string) => page.locator(`#contact-form [name="${name}"]`);
    const button = (page: Page) => page.locator('#contact-form button[type="submit"]');

    test('hero, contact details with hours, Call Now and the form', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(url);
      await hydrated(page);
      const details = page.locator('#details');
      await expect(details.locator(`a[href="mailto:${EMAIL}"]`).first()).toBeVisible();
      await expect(details.getByRole('link', { name: t.details.call })).toHaveAttribute(
        'href',
        TEL,
      );
      await expect(details.locator(`a[href="${TEL}"]`)).toHaveCount(2);
      await expect(details).toContainText(common.contact.address);
      await expect(details).toContainText(t.details.subtitle);
      await expect(page.locator('#availability')).toContainText(t.availability.hours.description);
      await expect(page.locator('#availability')).toContainText(t.availability.reply.title);
      expect(t.details.subtitle).toContain('24');
      expect(errors).toEqual([]);
    });

    test("the service select offers the eight services; required fields block the submission with the site's own messages", async ({
      page,
    }) => {
      await test.step('required fields and their messages', async () => {
        await page.goto(url);
        await hydrated(page);
        await expect(page.getByLabel(t.form.name)).toHaveAttribute('autocomplete', 'name');
        await field(page, 'name').fill('   ');
        await button(page).click();
        await expect(button(page)).toBeEnabled();
        await expect(button(page)).toHaveText(t.form.submit);
        await expect(field(page, 'name')).toBeFocused();
        // docs/site/forms.md#validation: the browser's bubbles spoke the browser's language
        // (English on /ar/contact).
        for (const name of ['name', 'email', 'subject', 'message']) {
          await expect(field(page, name), name).toHaveAttribute('aria-invalid', 'true');
          await expect(field(page, name), name).toHaveAccessibleDescription(
            new RegExp(common.form.errors.required.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
          );
        }
        for (const name of ['phone', 'company', 'service'])
          await expect(field(page, name), name).not.toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, 'email')).toHaveAttribute('type', 'email');
        await expect(field(page, 'phone')).toHaveAttribute('type', 'tel');
        await expect(field(page, 'message')).toHaveJSProperty('tagName', 'TEXTAREA');
        await field(page, 'email').fill('not-an-email');
        await button(page).click();
        await expect(page.locator('#contact-form [data-field-error]').first()).toBeVisible();
        await expect(page.locator('#contact-form')).toContainText(common.form.errors.email);
      });
      await test.step('the eight services', async () => {
        await page.goto(url);
        await hydrated(page);
        expect(await choices(field(page, 'service'))).toEqual(
          SERVICES.map(([value, key]) => [value, t.form.services[key]]),
        );
        await expect(field(page, 'service')).toHaveValue('');
      });
    });

    test('sending: Sending... for 1 s, the confirmation for 3 s, then an emptied form (docs/site/forms.md#form-states)', async ({
      page,
    }) => {
      await installClock(page);
      await page.goto(url);
      await hydrated(page);
      await pauseClock(page);
      await field(page, 'name').fill('Amina Alaoui');
      await field(page, 'email').fill('amina@example.ma');
      await field(page, 'phone').fill('+212 600 00 00 00');
      await field(page, 'company').fill('Atlas Foods');
      await field(page, 'service').selectOption('crm-dashboards');
      await field(page, 'subject').fill('A CRM for our sales team');
      await field(page, 'message').fill('We would like a dashboard for 12 salespeople.');
      await takeTimeToFill(page);
      await button(page).click();

      await expect(button(page)).toBeDisabled();
      await expect(button(page)).toHaveText(t.form.sending);
      await page.clock.runFor(999);
      await expect(button(page)).toHaveText(t.form.sending);
      await page.clock.runFor(1);
      const status = page.locator('#contact-form [role="status"]');
      await expect(status).toContainText(t.form.sentTitle);
      await expect(status).toContainText(fill(t.form.sent, { name: isolate('Amina Alaoui') }));
      await expect(page.locator('#contact-form form')).toHaveCount(0);
      // Steps the clock: the rest of the 3 s is counted from what axe used.
      const axe = await axeWithPausedClock(page);
      expect(axe.violations).toEqual([]);
      expect(axe.spent).toBeLessThan(2999);

      await page.clock.runFor(2999 - axe.spent);
      await expect(status).toBeVisible();
      await page.clock.runFor(1);
      await expect(status).toHaveCount(0);
      await expect(button(page)).toHaveText(t.form.submit);
      await expect(button(page)).toBeEnabled();
      for (const name of ['name', 'email', 'phone', 'company', 'service', 'subject', 'message'])
        await expect(field(page, name), name).toHaveValue('');
    });
  });

  test.describe(`book-consultation in ${lang}`, () => {
    const t = words(lang, 'book-consultation');
    const f = t.form;
    const url = `${prefix}/book-consultation`;
    const field = (page: Page, name: string) => page.locator(`#book [name="${name}"]`);
    const formField = (name: string) =>
      (blocksOf('book-consultation').find((b) => b.type === 'form') as unknown as Form).fields.find(
        (x) => x.name === name,
      )!;
    const button = (page: Page) => page.locator('#book button[type="submit"]');
    // The preferred language starts on the page's where it is offered, else on English (the
    // agency's default): read from the page file.
    const language = (
      blocksOf('book-consultation').find((b) => b.type === 'form') as unknown as {
        fields: {
          name: string;
          defaultValue?: string;
          options?: { value: string; lang?: string }[];
        }[];
      }
    ).fields.find((x) => x.name === 'preferredLanguage')!;
    const preferredDefault =
      language.options!.find((o) => o.lang === lang)?.value ?? language.defaultValue!;

    test('three consultation types, four benefits, the option lists with the page’s language (else English) preselected, and the required fields', async ({
      page,
    }) => {
      await test.step('the option lists and the required fields', async () => {
        await page.goto(url);
        await hydrated(page);
        expect(await choices(field(page, 'projectType'))).toEqual(
          [
            ['website-development', 'website'],
            ['mobile-app-development', 'mobileApp'],
            ['crm-system', 'crm'],
            ['ai-assistant-chatbot', 'aiAssistant'],
            ['e-commerce-platform', 'ecommerce'],
            ['digital-marketing', 'digitalMarketing'],
            ['automation-solutions', 'automation'],
            ['saas-development', 'saas'],
            ['other', 'other'],
          ].map(([v, k]) => [v, f.projectTypes[k ?? '']]),
        );
        expect(await choices(field(page, 'budget'))).toEqual(
          [
            ['under-5000', 'under5k'],
            ['5000-15000', 'from5kTo15k'],
            ['15000-50000', 'from15kTo50k'],
            ['50000-100000', 'from50kTo100k'],
            ['over-100000', 'over100k'],
            ['not-sure', 'notSure'],
          ].map(([v, k]) => [v, f.budgets[k ?? '']]),
        );
        // Words, or spans of months stored as numbers and written the language's way.
        expect(await choices(field(page, 'timeline'))).toEqual(
          formField('timeline').options!.map((o) => [
            o.value,
            typeof o.label === 'string' ? pageText(lang, o.label) : spanText(lang, o.label),
          ]),
        );
        expect(formField('timeline').options!.map((o) => o.value)).toEqual([
          'asap',
          '1-month',
          '1-3-months',
          '3-6-months',
          '6-plus-months',
          'flexible',
        ]);
        // The spec's three ways to meet, in the words of the consultation types beside the form.
        expect(await choices(field(page, 'meetingType'))).toEqual([
          ['video-call', t.types.video.title],
          ['phone-call', t.types.phone.title],
          ['in-person-meeting', t.types.inPerson.title],
        ]);
        expect(await choices(field(page, 'preferredLanguage'))).toEqual([
          ['english', f.languages.english],
          ['french', f.languages.french],
          ['arabic', f.languages.arabic],
        ]);
        await expect(field(page, 'preferredLanguage')).toHaveValue(preferredDefault);

        await button(page).click();
        await expect(button(page)).toHaveText(f.submit);
        for (const name of ['name', 'email', 'meetingType', 'projectType', 'goals'])
          await expect(field(page, name), name).toHaveAttribute('aria-invalid', 'true');
        for (const name of [
          'company',
          'phone',
          'budget',
          'timeline',
          'preferredTimes',
          'preferredLanguage',
        ])
          await expect(field(page, name), name).not.toHaveAttribute('aria-invalid', 'true');
      });
      await test.step('the consultation types and the benefits', async () => {
        const errors = watchErrors(page);
        await page.goto(url);
        await hydrated(page);
        const types = page.locator('#types section > div > ul > li');
        await expect(types).toHaveCount(3);
        // The agency's minutes are numbers in the page, written the language's way.
        const cards = (
          blocksOf('book-consultation').find((b) => b.id === 'types') as unknown as FeatureGrid
        ).items;
        for (const [i, card] of cards.entries()) {
          await expect(types.nth(i).getByRole('heading')).toHaveText(pageText(lang, card.title));
          for (const { text } of card.meta ?? [])
            await expect(types.nth(i)).toContainText(
              typeof text === 'string' ? pageText(lang, text) : spanText(lang, text),
            );
        }
        const benefits = page.locator('#benefits section > div > ul > li');
        await expect(benefits).toHaveCount(4);
        for (const key of ['roadmap', 'expert', 'insights', 'risk'])
          await expect(page.locator('#benefits')).toContainText(t.benefits[key].title);
        // The proposal within 24 hours is promised next to the form and the benefits.
        await expect(page.locator('#book')).toContainText(f.subtitle);
        await expect(page.locator('#benefits')).toContainText(t.benefits.subtitle);
        expect(`${f.subtitle} ${t.benefits.subtitle}`).toMatch(/24/);
        expect(errors).toEqual([]);
      });
    });

    test('on a 360 px phone the booking form starts in the first view, and Book Now goes to its first field @phone', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 640 });
      await page.goto(url);
      await hydrated(page);
      await expect(page.locator('#book').getByRole('heading', { name: f.title })).toBeInViewport();
      await page.getByRole('link', { name: t.hero.cta }).click();
      await expect(field(page, 'name')).toBeInViewport();
    });

    test('booking: the booking state for 2 s, the booked view, then a fresh form on request', async ({
      page,
    }) => {
      await installClock(page);
      await page.goto(url);
      await hydrated(page);
      await pauseClock(page);
      await field(page, 'name').fill('Omar Filali');
      await field(page, 'email').fill('omar@example.ma');
      await field(page, 'meetingType').selectOption('video-call');
      // A preferred time two days ahead on the visitor's clock; a date without a time is refused.
      const day = await page.evaluate(() =>
        new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-CA'),
      );
      await field(page, 'preferredTimes').fill(day);
      await field(page, 'projectType').selectOption('crm-system');
      await field(page, 'budget').selectOption('15000-50000');
      await field(page, 'timeline').selectOption('1-3-months');
      await field(page, 'goals').fill('Follow every lead from first call to signed contract.');
      await field(page, 'preferredLanguage').selectOption('french');
      await takeTimeToFill(page);
      await button(page).click();
      await expect(field(page, 'preferredTimes')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#book [data-field-error]')).toHaveText(
        words(lang, 'common').form.errors.timeWindow,
      );
      await page.locator('#book input[type="time"]').first().fill('10:30');
      await button(page).click();

      await expect(button(page)).toBeDisabled();
      await expect(button(page)).toHaveText(f.booking);
      await page.clock.runFor(1999);
      await expect(button(page)).toHaveText(f.booking);
      await page.clock.runFor(1);
      const booked = page.locator('#book [role="status"]');
      await expect(booked).toContainText(f.bookedTitle);
      await expect(booked).toContainText(fill(f.booked, { name: isolate('Omar Filali') }));
      expect((await axeWithPausedClock(page)).violations).toEqual([]);
      // The booked view stays until the visitor asks for another one.
      await page.clock.runFor(10_000);
      await expect(booked).toBeVisible();

      await booked.getByRole('button', { name: f.again }).click();
      await expect(booked).toHaveCount(0);
      await expect(button(page)).toHaveText(f.submit);
      await expect(field(page, 'name')).toBeFocused();
      for (const name of [
        'name',
        'email',
        'company',
        'phone',
        'meetingType',
        'preferredTimes',
        'projectType',
        'goals',
      ])
        await expect(field(page, name), name).toHaveValue('');
      await expect(field(page, 'preferredLanguage')).toHaveValue(preferredDefault);
    });
  });
}
