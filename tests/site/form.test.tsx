// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../src/i18n/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageContext } from '../../src/i18n/LanguageContext';
import Form from '../../src/blocks/Form';
import { fileProblem, megabytes, typeList } from '../../src/blocks/Form/fileCheck';
import {
  answerWords,
  formReducer,
  initialForm,
  inPageLanguage,
  isolate,
  prefillFrom,
} from '../../src/blocks/Form/machine';
import { MIN_FILL_MS } from '../../src/forms/minFill';
import * as submitter from '../../src/forms/submitter';
import type { Form as FormBlock, FormField, FormOption } from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { fill, localeWords, pageBlocks, pageText } from './words';

// The real submitter (its spec delays), watched.
vi.mock('../../src/forms/submitter', async (importOriginal) => {
  const actual = await importOriginal<typeof submitter>();
  return { ...actual, submit: vi.fn(actual.submit) };
});
const { submit } = submitter;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const application = pageBlocks('careers').find((b) => b.type === 'form') as FormBlock;

// The test's own words for a contact and a consultation form, none of them the site's.
const f = {
  name: 'Test name field',
  email: 'Test email field',
  message: 'Test message field',
  lang: 'Test language field',
  english: 'Test first tongue',
  french: 'Test second tongue',
  send: 'Test send label',
  sending: 'Test sending label',
  sentTitle: 'Test sent heading',
  sent: 'Test sent for {{name}}, reply soon.',
  book: 'Test book label',
  booking: 'Test booking label',
  bookedTitle: 'Test booked heading',
  booked: 'Test booked for {{name}} ({{preferredLanguage}}).',
  again: 'Test book another',
};
const nameField: FormField = { name: 'name', kind: 'text', label: 'f:name', required: true };
const contact: FormBlock = {
  type: 'form',
  id: 'contact-form',
  fields: [
    nameField,
    { name: 'email', kind: 'email', label: 'f:email', required: true },
    { name: 'message', kind: 'textarea', label: 'f:message', required: true },
  ],
  submit: {
    kind: 'contact',
    behaviour: 'confirm',
    label: 'f:send',
    submittingLabel: 'f:sending',
    title: 'f:sentTitle',
    message: 'f:sent',
  },
};
const consultation: FormBlock = {
  type: 'form',
  id: 'booking',
  fields: [
    nameField,
    {
      name: 'preferredLanguage',
      kind: 'select',
      label: 'f:lang',
      defaultValue: 'english',
      options: [
        { value: 'english', label: 'f:english' },
        { value: 'french', label: 'f:french' },
      ],
    },
  ],
  submit: {
    kind: 'consultation',
    behaviour: 'booked',
    label: 'f:book',
    submittingLabel: 'f:booking',
    title: 'f:bookedTitle',
    message: 'f:booked',
    againLabel: 'f:again',
  },
};

function withWords(node: ReactNode, lang = 'en', url = '/careers') {
  const i18n = createServerI18n(lang, {
    common: localeWords(lang, 'common'),
    careers: localeWords(lang, 'careers'),
    f,
  });
  return (
    <MemoryRouter initialEntries={[url]}>
      <LanguageContext.Provider value={lang}>
        <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
      </LanguageContext.Provider>
    </MemoryRouter>
  );
}

describe('form machine (docs/site/forms.md#form-states)', () => {
  const fields = consultation.fields;
  const start = initialForm(fields);
  const edited = formReducer(start, { kind: 'edit', name: 'name', value: 'Amina' });

  it('starts idle with empty answers, a select on its default', () => {
    expect(start).toEqual({
      status: 'idle',
      failed: false,
      values: { name: '', preferredLanguage: 'english' },
      message: '',
      round: 0,
    });
  });

  it('goes back to the filled form, marked failed, when a send fails', () => {
    const submitting = formReducer(edited, { kind: 'submit' });
    const failed = formReducer(submitting, { kind: 'failed' });
    expect(failed).toMatchObject({ status: 'idle', failed: true, values: edited.values });
    expect(formReducer(failed, { kind: 'submit' })).toMatchObject({ failed: false });
    expect(formReducer(edited, { kind: 'failed' })).toBe(edited);
  });

  it('goes idle → submitting → done, frozen in between, and reset empties a new round', () => {
    const submitting = formReducer(edited, { kind: 'submit' });
    expect(submitting.status).toBe('submitting');
    expect(formReducer(submitting, { kind: 'edit', name: 'name', value: 'x' })).toBe(submitting);
    expect(formReducer(submitting, { kind: 'submit' })).toBe(submitting);
    const done = formReducer(submitting, { kind: 'sent', message: 'Booked' });
    expect(done).toMatchObject({ status: 'done', message: 'Booked' });
    expect(formReducer(done, { kind: 'prefill', values: { name: 'x' } })).toBe(done);
    expect(formReducer(done, { kind: 'reset', fields })).toEqual({ ...start, round: 1 });
  });

  it('ignores an outcome that arrives when not submitting', () => {
    expect(formReducer(edited, { kind: 'sent', message: 'x' })).toBe(edited);
  });

  it('prefills only existing choices of select fields from the address', () => {
    const all = application.fields;
    expect(prefillFrom('?position=devops-engineer', all)).toEqual({ position: 'devops-engineer' });
    expect(prefillFrom('?position=astronaut&name=Evil', all)).toEqual({});
    expect(prefillFrom('?experience=5%2B', all)).toEqual({ experience: '5+' });
    expect(prefillFrom('', all)).toEqual({});
  });

  it('isolates typed text so no typed direction mark escapes into the message', () => {
    expect(isolate('أمينة')).toBe('\u2068أمينة\u2069');
    // A typed closing mark would end the isolation early: it is dropped; an override stays inside.
    expect(isolate('a\u2069\u202Eb')).toBe('\u2068a\u202Eb\u2069');
    expect(isolate('\u2066\u2067\u2068x')).toBe('\u2068x\u2069');
  });

  it('words the answers: option words for selects, the typed text, or the empty answer', () => {
    const words = (label: FormOption['label']) => `<${JSON.stringify(label)}>`;
    const values = { name: ' Amina ', position: 'ai-ml-engineer', phone: '' };
    const out = answerWords(application.fields, values, words, 'nothing');
    expect(out.name).toBe('\u2068Amina\u2069');
    expect(out.position).toBe('<"careers:jobs.aiMl.title">');
    expect(out.phone).toBe('nothing');
  });
});

describe('file check (docs/site/forms.md#resume-file: .pdf, .doc, .docx, 10 MB)', () => {
  const accept = ['.pdf', '.doc', '.docx'];
  const max = 10 * 1024 * 1024;
  it('refuses other types and files over the limit, accepts the rest', () => {
    expect(fileProblem({ name: 'cv.PDF', size: max }, accept, max)).toBeNull();
    expect(fileProblem({ name: 'cv.docx', size: 1 }, accept, max)).toBeNull();
    expect(fileProblem({ name: 'cv.pdf', size: max + 1 }, accept, max)).toBe('size');
    expect(fileProblem({ name: 'cv.png', size: 1 }, accept, max)).toBe('type');
    expect(fileProblem({ name: 'pdf', size: 1 }, accept, max)).toBe('type');
  });
  it('states the size and types in words', () => {
    expect(megabytes(max, 'en')).toBe('10');
    expect(megabytes(max, 'ar')).toBe('10');
    expect(megabytes(2.5 * 1024 * 1024, 'fr')).toBe('2,5');
    expect(typeList(accept, 'en')).toBe('PDF, DOC, DOCX');
    // Arabic takes its own comma.
    expect(typeList(accept, 'ar')).toBe('PDF، وDOC، وDOCX');
  });
});

describe('sending (docs/site/forms.md#one-submitter)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.mocked(submit).mockClear();
  });

  it('accepts a job application at once, and prints nothing about the applicant', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    let done = false;
    void submit('application', { name: 'Amina' }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(info).not.toHaveBeenCalled();
  });

  it('sends contact and consultation with their delays', async () => {
    let done = false;
    void submit('consultation', {}).then(() => (done = true));
    expect(submit).toHaveBeenCalledWith('consultation', {});
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('form block, prerendered', () => {
  const doc = (block: FormBlock, lang = 'en') =>
    new DOMParser().parseFromString(
      renderToString(withWords(<Form block={block} />, lang)),
      'text/html',
    );

  it('checks answers itself (novalidate: no browser bubbles), with required and types as the data says', () => {
    const d = doc(application);
    const form = d.querySelector('form');
    expect(form?.hasAttribute('novalidate')).toBe(true);
    expect(form?.hasAttribute('action')).toBe(false);
    const required = [...d.querySelectorAll('[required]')].map((e) => e.getAttribute('name'));
    expect(required).toEqual(['name', 'email', 'coverLetter', 'resume']);
    expect(d.querySelector('[name="email"]')?.getAttribute('type')).toBe('email');
    expect(d.querySelector('[name="phone"]')?.getAttribute('type')).toBe('tel');
    expect(d.querySelector('[name="coverLetter"]')?.tagName).toBe('TEXTAREA');
  });

  it('labels every field, marks the required ones, and lists the spec options', () => {
    const d = doc(application);
    for (const el of d.querySelectorAll('input, select, textarea'))
      expect(
        d.querySelector(`label[for="${el.id}"]`),
        el.getAttribute('name') ?? '',
      ).not.toBeNull();
    const field = (name: string) => application.fields.find((x) => x.name === name)!;
    expect(d.querySelector(`label[for="${d.querySelector('[name=name]')?.id}"]`)?.textContent).toBe(
      // The mark after the language's space (common:form.requiredLabel).
      pageText('en', 'common:form.requiredLabel', {
        label: pageText('en', field('name').label),
        mark: '*',
      }),
    );
    const options = (name: string) =>
      [...d.querySelectorAll(`[name="${name}"] option`)].map((o) => o.textContent);
    const position = field('position');
    // The positions are words (text keys), not spans of time.
    const keys = [position.placeholder, ...(position.options ?? []).map((o) => o.label as string)];
    expect(keys.length).toBeGreaterThan(2);
    expect(options('position')).toEqual(keys.map((key) => pageText('en', key ?? 'missing')));
    expect(
      [...d.querySelectorAll('[name="experience"] option')].map((o) => o.getAttribute('value')),
    ).toEqual(['', '0-1', '1-3', '3-5', '5+']);
  });

  it('states the accepted types and the 10 MB maximum of the resume, tied to the field', () => {
    const d = doc(application);
    const file = d.querySelector('input[type="file"]');
    expect(file?.getAttribute('accept')).toBe('.pdf,.doc,.docx');
    const hint = d.getElementById(file?.getAttribute('aria-describedby') ?? '');
    const said = (lang: string) =>
      pageText(lang, 'common:form.fileHint', {
        // A list as the page's language writes one (Arabic with its own comma).
        types: new Intl.ListFormat(lang, { type: 'unit' }).format(['PDF', 'DOC', 'DOCX']),
        size: pageText(lang, 'common:form.size', { size: 10 }),
      });
    expect(hint?.textContent).toBe(said('en'));
    expect(doc(application, 'ar').getElementById(hint?.id ?? '')?.textContent).toBe(said('ar'));
  });

  it('has no empty choice on a select with a default', () => {
    const d = doc(consultation);
    expect(d.querySelectorAll('select option')).toHaveLength(2);
    expect(d.querySelector('select option[selected]')?.textContent).toBe(f.english);
  });
});

describe('the consultation form’s preferred language (docs/site/forms.md)', () => {
  const booking = pageBlocks('book-consultation').find((b) => b.type === 'form') as FormBlock;
  const field = booking.fields.find((f) => f.name === 'preferredLanguage')!;
  for (const lang of ['en', 'ar', 'fr', 'es', 'de', 'it'])
    it(`${lang}: starts on the page's language where it is offered, else on the default`, () => {
      const d = new DOMParser().parseFromString(
        renderToString(withWords(<Form block={booking} />, lang, '/book-consultation')),
        'text/html',
      );
      const select = d.querySelector<HTMLSelectElement>('[name="preferredLanguage"]')!;
      const chosen = [...select.querySelectorAll('option')].find((o) => o.hasAttribute('selected'));
      const own = field.options!.find((o) => o.lang === lang);
      expect(chosen?.getAttribute('value') ?? select.value).toBe(own?.value ?? field.defaultValue);
    });

  it('offers a choice for the languages the specification names, and none other', () => {
    expect(field.options!.map((o) => o.lang).filter(Boolean).length).toBe(field.options!.length);
    expect(inPageLanguage([field], 'de')[0]!.defaultValue).toBe(field.defaultValue);
  });
});

describe('form block in the browser (fake timers)', () => {
  let root: Root;
  let container: HTMLElement;
  let alert: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.mocked(submit).mockClear();
    document.body.innerHTML = '';
  });

  const mount = (block: FormBlock, lang = 'en', url = '/careers') =>
    act(async () => root.render(withWords(<Form block={block} />, lang, url)));
  const el = <T extends Element = HTMLInputElement>(sel: string) =>
    container.querySelector(sel) as unknown as T;
  const button = () => el<HTMLButtonElement>('button[type="submit"]');
  /** Each submission's trap, if it was taken for a bot's (then the submitter sends nothing). */
  const sentFor = () => vi.mocked(submit).mock.calls.map((c) => c[2]?.trap);

  async function type(name: string, value: string) {
    await act(async () => {
      const field = el<HTMLInputElement>(`[name="${name}"]`);
      const proto = Object.getPrototypeOf(field) as object;
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
      field.dispatchEvent(
        new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }),
      );
    });
  }
  async function choose(file: File) {
    const input = el('input[type="file"]');
    await act(async () => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
      // The content check reads the file's first bytes asynchronously.
      for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(1);
    });
    return { input };
  }
  // As a person does: at least the minimum fill time after the form appeared.
  const send = async ({ quick = false } = {}) => {
    if (!quick) await act(async () => vi.advanceTimersByTimeAsync(MIN_FILL_MS));
    await act(async () => {
      el('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
  };

  it('alert: sends the application (nothing logged), alerts the translated confirmation for the position, empties the form', async () => {
    await mount(application);
    await type('name', 'Amina Alaoui');
    await type('email', 'amina@example.ma');
    await type('position', 'devops-engineer');
    await type('coverLetter', 'Hello');
    await choose(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await send();
    expect(console.info).not.toHaveBeenCalled();
    expect(submit).toHaveBeenCalledWith(
      'application',
      expect.objectContaining({ name: 'Amina Alaoui' }),
      expect.objectContaining({ key: expect.any(String), trap: undefined }),
    );
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(
      pageText('en', application.submit.message!, {
        name: isolate('Amina Alaoui'),
        position: pageText('en', 'careers:jobs.devops.title'),
      }),
    );
    expect(el('[name="name"]').value).toBe('');
    expect(el<HTMLSelectElement>('[name="position"]').value).toBe('');
    expect(document.activeElement).toBe(el('[name="name"]'));
  });

  it('alert: in Arabic, and with the general wording when no position is chosen', async () => {
    await mount(application, 'ar');
    await type('name', 'أمينة');
    await type('email', 'amina@example.ma');
    await type('coverLetter', 'مرحبا');
    await choose(new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    await send();
    expect(alert).toHaveBeenCalledWith(
      pageText('ar', application.submit.message!, {
        name: isolate('أمينة'),
        position: pageText('ar', application.submit.emptyAnswer!),
      }),
    );
  });

  it('refuses a resume over 10 MB, or of another type, with the translated message', async () => {
    await mount(application);
    const big = new File(['x'], 'cv.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    const { input } = await choose(big);
    const tooLarge = pageText('en', 'common:form.fileTooLarge', {
      size: pageText('en', 'common:form.size', { size: 10 }),
    });
    const wrongType = pageText('en', 'common:form.fileType', { types: 'PDF, DOC, DOCX' });
    expect(input.validationMessage).toBe(tooLarge);
    // Said under the field, in the page's language, and tied to it.
    expect(el('[data-field-error]')?.textContent).toBe(tooLarge);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(el('[data-field-error]')?.id ?? '-');
    await choose(new File(['x'], 'photo.png'));
    expect(input.validationMessage).toBe(wrongType);
    // An .exe renamed .pdf: the name passes, its first bytes do not.
    await choose(new File(['MZ\x90\x00'], 'cv.pdf'));
    expect(input.validationMessage).toBe(wrongType);
    await choose(new File(['PK\x03\x04rest'], 'cv.docx'));
    expect(input.validity.customError).toBe(false);
    expect(el('[data-field-error]')).toBeNull();
  });

  it('confirm: its sending label for 1 s, the confirmation, then after 3 s an emptied form', async () => {
    await mount(contact);
    await type('name', 'Amina');
    await type('email', 'amina@example.ma');
    await type('message', 'Hi');
    await send();
    expect(submit).toHaveBeenCalledWith(
      'contact',
      { name: 'Amina', email: 'amina@example.ma', message: 'Hi' },
      expect.objectContaining({ key: expect.any(String), trap: undefined }),
    );
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe(f.sending);
    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(button().textContent).toBe(f.sending);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    const done = el<HTMLElement>('[data-form-status="sent"]');
    expect(done.textContent).toContain(f.sentTitle);
    expect(done.textContent).toContain(fill(f.sent, { name: isolate('Amina') }));
    expect(el('form')).toBeNull();
    expect(document.activeElement).toBe(done);
    await act(async () => vi.advanceTimersByTimeAsync(2999));
    expect(el('form')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(el('[data-form-status]')).toBeNull();
    expect(el('[name="name"]').value).toBe('');
    expect(button().textContent).toBe(f.send);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a failed send says so in the page language, keeps every answer, and Try again resends', async () => {
    const common = localeWords('en', 'common') as {
      form: { sendFailed: string; tryAgain: string };
    };
    vi.mocked(submit).mockRejectedValueOnce(new Error('endpoint down'));
    await mount(contact);
    await type('name', 'Amina');
    await type('email', 'amina@example.ma');
    await type('message', 'Hi');
    await send();
    expect(el('[data-form-error]')?.textContent).toBe(common.form.sendFailed);
    expect(el('[data-form-error]')?.getAttribute('role')).toBe('alert');
    expect(el('[name="name"]').value).toBe('Amina');
    expect(el<HTMLTextAreaElement>('[name="message"]').value).toBe('Hi');
    expect(el('[name="name"]').disabled).toBe(false);
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe(common.form.tryAgain);
    await send();
    expect(el('[data-form-error]')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(el('[data-form-status="sent"]')).not.toBeNull();
    // The same lead: Try again carries the first attempt's key, so the endpoint can drop a repeat.
    const [first, again] = vi.mocked(submit).mock.calls.map((c) => c[2]?.key);
    expect(first).toBeTruthy();
    expect(again).toBe(first);
  });

  it("shows its own messages in the page's language under the fields, and focuses the first", async () => {
    const ar = localeWords('ar', 'common') as {
      form: { errors: { required: string; email: string } };
    };
    await mount(contact, 'ar');
    await type('name', '   ');
    await type('email', 'amina@example');
    await send();
    expect(submit).not.toHaveBeenCalled();
    const name = el('[name="name"]');
    const email = el('[name="email"]');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const said = (input: Element) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(said(name)).toContain(ar.form.errors.required);
    expect(said(email)).toContain(ar.form.errors.email);
    expect(document.activeElement).toBe(name);
    // Fixing a field takes its message away.
    await type('name', 'أمينة');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('a filled hidden trap field (a bot) gets the success view and nothing is sent', async () => {
    await mount(contact);
    await type('name', 'Bot');
    await type('email', 'bot@spam.example');
    await type('message', 'Buy now');
    await type('website', 'http://spam.example');
    await send();
    // The same states as a person's: Sending... for the kind's delay, then the confirmation.
    expect(button().textContent).toBe(f.sending);
    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(button().textContent).toBe(f.sending);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(sentFor()).toEqual(['honeypot']);
    expect(el('[data-form-status="sent"]')).not.toBeNull();
    // People never meet it: out of the tab order and hidden from assistive technology.
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(el('[name="website"]').tabIndex).toBe(-1);
    expect(el('[name="website"]').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('a form sent quicker than a person can fill it (a script) gets the success view and nothing is sent', async () => {
    await mount(contact);
    await type('name', 'Bot');
    await type('email', 'bot@spam.example');
    await type('message', 'Buy now');
    await act(async () => vi.advanceTimersByTimeAsync(MIN_FILL_MS - 10));
    await send({ quick: true });
    expect(button().textContent).toBe(f.sending);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(sentFor()).toEqual(['too-fast']);
    expect(el('[data-form-status="sent"]')).not.toBeNull();
    // The next round counts from when the emptied form appeared, not from the first load.
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    await type('name', 'Amina');
    await type('email', 'amina@example.ma');
    await type('message', 'Hello');
    await send({ quick: true });
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(sentFor()).toEqual(['too-fast', 'too-fast']);
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    await type('name', 'Amina');
    await type('email', 'amina@example.ma');
    await type('message', 'Hello');
    await send();
    expect(sentFor()).toEqual(['too-fast', 'too-fast', undefined]);
  });

  it('booked: its booking label for 2 s, the booked view, then a button to book another', async () => {
    await mount(consultation);
    await type('name', 'Omar');
    await type('preferredLanguage', 'french');
    await send();
    expect(button().textContent).toBe(f.booking);
    await act(async () => vi.advanceTimersByTimeAsync(1999));
    expect(el('[data-form-status]')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    const done = el<HTMLElement>('[data-form-status="booked"]');
    expect(done.textContent).toContain(f.bookedTitle);
    expect(done.textContent).toContain(
      fill(f.booked, { name: isolate('Omar'), preferredLanguage: f.french }),
    );
    // The booked view stays until the visitor asks for another.
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    const again = el<HTMLButtonElement>('[data-form-status] button');
    expect(again.textContent).toBe(f.again);
    await act(async () => again.click());
    expect(el('[name="name"]').value).toBe('');
    expect(el<HTMLSelectElement>('[name="preferredLanguage"]').value).toBe('english');
  });

  it('preselects the position asked for by the address and focuses it when the link targets the form', async () => {
    await mount(application, 'en', '/careers?position=ui-ux-designer#apply');
    const select = el<HTMLSelectElement>('[name="position"]');
    expect(select.value).toBe('ui-ux-designer');
    expect(document.activeElement).toBe(select);
  });

  it('ignores an address asking for a position that does not exist', async () => {
    await mount(application, 'en', '/careers?position=astronaut#apply');
    expect(el<HTMLSelectElement>('[name="position"]').value).toBe('');
  });
});
