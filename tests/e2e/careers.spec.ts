import { test, type Page } from '@playwright/test';
import {
  TEST_LANGUAGES,
  blockThirdParties,
  expectFits360,
  expect,
  hydrated,
  localeWords,
  seriousAxeViolations,
  storeConsentChoice,
  watchErrors,
  pageBlock,
  shownFigure,
} from './helpers';
import type { Figure } from '../../src/generated/schema-types';
import { isolate } from '../../src/blocks/Form/machine';
import { MIN_FILL_MS } from '../../src/forms/minFill';

const words = (lang: string, ns: string) => localeWords(lang, ns);

/** A placeholder of an i18next string filled in, as the page does. */
const fill = (s: string, values: Record<string, string>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

const MB = 1024 * 1024;
/** The accepted file types as the page lists them, in its language's way of writing a list. */
const fileTypes = (lang: string) =>
  new Intl.ListFormat(lang, { type: 'unit' }).format(['PDF', 'DOC', 'DOCX']);

test.beforeEach(async ({ page }) => blockThirdParties(page));

for (const lang of TEST_LANGUAGES) {
  const url = lang === 'en' ? '/careers' : `/${lang}/careers`;
  const t = words(lang, 'careers');
  const common = words(lang, 'common');
  const form = (page: Page) => page.locator('#apply form');
  const field = (page: Page, name: string) => page.locator(`#apply [name="${name}"]`);
  const submit = (page: Page) =>
    page.locator('#apply').getByRole('button', { name: t.apply.submit });

  /** Whether an alert shows while `act` runs; a shown alert is accepted and returned. */
  async function alertDuring(page: Page, act: () => Promise<void>) {
    const seen: string[] = [];
    const onDialog = (d: { message(): string; accept(): Promise<void> }) => {
      seen.push(d.message());
      void d.accept();
    };
    page.on('dialog', onDialog);
    await act();
    // Give a dialog that would come a moment to arrive.
    await page.waitForTimeout(300);
    page.off('dialog', onDialog);
    return seen;
  }

  async function fillValid(page: Page) {
    await field(page, 'name').fill('Amina Alaoui');
    await field(page, 'email').fill('amina@example.ma');
    await field(page, 'coverLetter').fill('I would love to join.');
    await field(page, 'resume').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
  }

  test.describe(`careers in ${lang}`, () => {
    // The order of the sections and the team figures: tests/dist/pages.test.ts.

    test('the details button unfolds the posting, the apply link preselects it in the form', async ({
      page,
    }) => {
      await page.goto(url);
      await hydrated(page);
      const card = page.locator('#positions article').nth(2);
      const details = card.getByRole('button', { name: common.jobBoard.viewDetails });
      await expect(details).toHaveAttribute('aria-expanded', 'false');
      await expect(card.getByText(t.jobs.devops.requirements.r2)).toBeHidden();
      await details.click();
      await expect(details).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByText(t.jobs.devops.requirements.r2)).toBeVisible();
      await expect(card.getByText(t.benefits.hybrid)).toBeVisible();

      await card.getByRole('link', { name: common.jobBoard.applyNow }).click();
      await expect(page).toHaveURL(/\?position=devops-engineer#apply$/);
      await expect(field(page, 'position')).toHaveValue('devops-engineer');
      await expect(field(page, 'position')).toBeFocused();
      await expect(field(page, 'position')).toBeInViewport();
      // Another job's Apply Now on the same address moves the selection again.
      await page
        .locator('#positions article')
        .nth(3)
        .getByRole('link', { name: common.jobBoard.applyNow })
        .click();
      await expect(field(page, 'position')).toHaveValue('ui-ux-designer');
    });

    test('every perk, position and picture, the HR contact, salaries in the language; required fields block the submission', async ({
      page,
    }) => {
      await test.step('required fields block the submission', async () => {
        await page.goto(url);
        await hydrated(page);
        const alerts = await alertDuring(page, () => submit(page).click());
        expect(alerts).toEqual([]);
        await expect(field(page, 'name')).toBeFocused();
        for (const name of ['name', 'email', 'coverLetter', 'resume'])
          await expect(field(page, name), name).toHaveAttribute('aria-invalid', 'true');
        await expect(page.locator('#apply')).toContainText(common.form.errors.required);
        await field(page, 'name').fill('Amina');
        await field(page, 'email').fill('not-an-email');
        expect(
          await field(page, 'email').evaluate((e: HTMLInputElement) => e.validity.typeMismatch),
        ).toBe(true);
        expect(await form(page).evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(false);
      });
      await test.step('every perk, position and picture', async () => {
        const errors = watchErrors(page);
        await page.goto(url);
        await hydrated(page);
        await expect(page.locator('#perks li')).toHaveCount(
          pageBlock('careers', 'perks').items.length,
        );
        await expect(page.locator('#positions article')).toHaveCount(
          pageBlock('careers', 'positions').positions.length,
        );
        await expect(page.locator('#life figure')).toHaveCount(
          pageBlock('careers', 'life').items.length,
        );
        await expect(page.locator('#hr a[href="mailto:hr@atlasdigital.ma"]')).toBeVisible();
        await expect(page.locator('#hr a[href="tel:+212537370000"]')).toBeVisible();
        // Salaries are figures, written the way the page's language writes money
        // (docs/site/languages.md#figures).
        for (const position of pageBlock('careers', 'positions').positions as { salary: Figure }[])
          await expect(page.locator('#positions')).toContainText(
            shownFigure(position.salary, lang),
          );
        expect(errors).toEqual([]);
      });
    });

    test('a resume over 10 MB is refused with the translated message', async ({ page }) => {
      // Handing the browser a 10 MB file takes seconds on a busy machine.
      test.setTimeout(60_000);
      await page.goto(url);
      await hydrated(page);
      const size = fill(common.form.size, { size: '10' });
      await expect(page.locator('#apply')).toContainText(
        fill(common.form.fileHint, { types: fileTypes(lang), size }),
      );
      await fillValid(page);
      await field(page, 'resume').setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(10 * MB + 1),
      });
      const message = fill(common.form.fileTooLarge, { size });
      await expect
        .poll(() => field(page, 'resume').evaluate((e: HTMLInputElement) => e.validationMessage))
        .toBe(message);
      const alerts = await alertDuring(page, () => submit(page).click());
      expect(alerts).toEqual([]);
      // A fitting file clears the refusal (the exact 10 MB boundary is unit-tested).
      // A program renamed .pdf: the name passes, its first bytes do not.
      await field(page, 'resume').setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('MZ\x90\x00 not a pdf'),
      });
      await expect
        .poll(() => field(page, 'resume').evaluate((e: HTMLInputElement) => e.validationMessage))
        .toBe(fill(common.form.fileType, { types: fileTypes(lang) }));
      await expect(page.locator('#apply [data-field-error]')).toHaveText(
        fill(common.form.fileType, { types: fileTypes(lang) }),
      );
      await field(page, 'resume').setInputFiles({
        name: 'cv.docx',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('PK\x03\x04docx'),
      });
      await expect
        .poll(() => field(page, 'resume').evaluate((e: HTMLInputElement) => e.validity.valid))
        .toBe(true);
    });

    // The same code in every language: its behaviour is tested once, in English; the
    // other languages' words are the lint's, their layout the sweep's.
    if (lang === 'en') {
      test('a valid application is confirmed in a browser alert, and nothing about the applicant is logged (docs/site/forms.md#one-submitter)', async ({
        page,
      }) => {
        const logged: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'info') logged.push(m.text());
        });
        // The real clock, fast-forwarded past the minimum fill time as a person's typing would.
        await page.clock.install();
        await page.goto(`${url}?position=ai-ml-engineer#apply`);
        await hydrated(page);
        await expect(field(page, 'position')).toHaveValue('ai-ml-engineer');
        await fillValid(page);
        await field(page, 'experience').selectOption('1-3');
        await page.clock.fastForward(MIN_FILL_MS);
        const alerts = await alertDuring(page, () => submit(page).click());
        expect(alerts).toEqual([
          fill(t.apply.alert, { name: isolate('Amina Alaoui'), position: t.jobs.aiMl.title }),
        ]);
        // Names, e-mails and phones have no place in a browser console.
        expect(logged).toEqual([]);
        await expect(field(page, 'name')).toHaveValue('');
        await expect(field(page, 'position')).toHaveValue('');
      });
    }

    // The page as it opens is in the sweep (sweep.spec.ts): here with every posting unfolded.
    test('with every posting unfolded: no serious accessibility problem, fits 360 px', async ({
      page,
    }) => {
      // The consent banner would be measured mid-slide; it has its own checks (consent.spec.ts).
      await storeConsentChoice(page);
      await page.goto(url);
      await hydrated(page);
      for (const button of await page
        .getByRole('button', { name: common.jobBoard.viewDetails })
        .all())
        await button.click();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await expectFits360(page, `${url} with every posting unfolded`);
    });
  });
}
