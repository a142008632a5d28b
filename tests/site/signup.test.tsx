// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../src/i18n/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Signup from '../../src/blocks/Signup';
import {
  canSubmit,
  initialSignup,
  isValidEmail,
  sendSignup,
  signupReducer,
  type SignupAction,
  type SignupState,
} from '../../src/blocks/Signup/machine';
import * as submitter from '../../src/forms/submitter';
import type { Signup as SignupBlock } from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { Providers } from './render-helpers';
import { localeWords } from './words';

// The real submitter (1 s delay), wrapped so a test can make it fail.
vi.mock('../../src/forms/submitter', async (importOriginal) => {
  const actual = await importOriginal<typeof submitter>();
  return { ...actual, submit: vi.fn(actual.submit) };
});
const { submit } = submitter;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const en = localeWords('en', 'coming-soon');
const ar = localeWords('ar', 'coming-soon');

function withWords(node: ReactNode, lang = 'en') {
  const words = localeWords(lang, 'coming-soon');
  return (
    <Providers lang={lang}>
      <I18nextProvider i18n={createServerI18n(lang, { common: {}, 'coming-soon': words })}>
        {node}
      </I18nextProvider>
    </Providers>
  );
}

const block: SignupBlock = {
  type: 'signup',
  title: 'coming-soon:signup.title',
  text: 'coming-soon:signup.text',
  emailLabel: 'coming-soon:signup.emailLabel',
  submitLabel: 'coming-soon:signup.submit',
  sendingLabel: 'coming-soon:signup.sending',
  successMessage: 'coming-soon:signup.success',
  errorMessage: 'coming-soon:signup.error',
  invalidEmailMessage: 'coming-soon:signup.invalidEmail',
  stats: [
    { number: { value: 1000, suffix: '+' }, label: 'coming-soon:signup.stats.earlyAccess' },
    { number: { value: 50, suffix: '+' }, label: 'coming-soon:signup.stats.features' },
    { number: { value: 24, suffix: '/7' }, label: 'coming-soon:signup.stats.support' },
  ],
};

const typed = (email: string): SignupState => signupReducer(initialSignup, { type: 'edit', email });

/** A reducer-backed store, as useReducer would hold it. */
function store(start: SignupState) {
  const s = { state: start };
  const dispatch = (a: SignupAction) => {
    s.state = signupReducer(s.state, a);
  };
  return { s, dispatch };
}

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(submit).mockClear();
  document.body.innerHTML = '';
});

describe('signup validation (docs/site/coming-soon.md#signup)', () => {
  it('accepts an email only when it is non-empty and contains "@"', () => {
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('   ')).toBe(false);
    expect(isValidEmail('amina.example.ma')).toBe(false);
    expect(isValidEmail('amina@example.ma')).toBe(true);
    expect(isValidEmail('a@b')).toBe(true);
  });

  it('allows submitting only with a non-empty field and not while loading', () => {
    expect(canSubmit(initialSignup)).toBe(false);
    expect(canSubmit(typed('  '))).toBe(false);
    expect(canSubmit(typed('x'))).toBe(true);
    expect(canSubmit({ ...typed('a@b.ma'), status: 'loading' })).toBe(false);
  });
});

describe('signup states (docs/site/coming-soon.md#signup)', () => {
  it('starts idle and empty', () => {
    expect(initialSignup).toEqual({ status: 'idle', email: '', error: null });
  });

  it('goes to error "invalid" on submitting an email without "@", without loading', () => {
    expect(signupReducer(typed('amina'), { type: 'submit' })).toEqual({
      status: 'error',
      email: 'amina',
      error: 'invalid',
    });
  });

  it('ignores a submit of an empty field', () => {
    expect(signupReducer(initialSignup, { type: 'submit' })).toBe(initialSignup);
  });

  it('goes idle → loading → success, clearing the email', () => {
    const loading = signupReducer(typed('a@b.ma'), { type: 'submit' });
    expect(loading).toEqual({ status: 'loading', email: 'a@b.ma', error: null });
    expect(signupReducer(loading, { type: 'succeeded' })).toEqual({
      status: 'success',
      email: '',
      error: null,
    });
  });

  it('goes loading → error "failed", keeping the email to try again', () => {
    const loading = signupReducer(typed('a@b.ma'), { type: 'submit' });
    expect(signupReducer(loading, { type: 'failed' })).toEqual({
      status: 'error',
      email: 'a@b.ma',
      error: 'failed',
    });
  });

  it('ignores typing and a second submit while loading', () => {
    const loading = signupReducer(typed('a@b.ma'), { type: 'submit' });
    expect(signupReducer(loading, { type: 'edit', email: 'other' })).toBe(loading);
    expect(signupReducer(loading, { type: 'submit' })).toBe(loading);
  });

  it('ignores outcomes that arrive when not loading', () => {
    const idle = typed('a@b.ma');
    expect(signupReducer(idle, { type: 'succeeded' })).toBe(idle);
    expect(signupReducer(idle, { type: 'failed' })).toBe(idle);
  });

  it('clears the message when the visitor types again', () => {
    const invalid = signupReducer(typed('amina'), { type: 'submit' });
    expect(signupReducer(invalid, { type: 'edit', email: 'amina@' })).toEqual({
      status: 'idle',
      email: 'amina@',
      error: null,
    });
  });
});

describe('sending a signup (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('is loading for 1 s through the site submitter, then succeeds with an empty field', async () => {
    const { s, dispatch } = store(typed('a@b.ma'));
    const done = sendSignup(s.state, dispatch);
    expect(s.state.status).toBe('loading');
    expect(submit).toHaveBeenCalledWith('signup', { email: 'a@b.ma' }, {});
    await vi.advanceTimersByTimeAsync(999);
    expect(s.state.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(s.state).toEqual({ status: 'success', email: '', error: null });
  });

  it('ends in error when the submitter rejects', async () => {
    const { s, dispatch } = store(typed('a@b.ma'));
    await sendSignup(s.state, dispatch, () => Promise.reject(new Error('offline')));
    expect(s.state).toEqual({ status: 'error', email: 'a@b.ma', error: 'failed' });
  });

  it('sends nothing for an invalid or empty email', async () => {
    const send = vi.fn(() => Promise.resolve());
    const invalid = store(typed('amina'));
    await sendSignup(invalid.s.state, invalid.dispatch, send);
    expect(invalid.s.state.error).toBe('invalid');
    const empty = store(initialSignup);
    await sendSignup(empty.s.state, empty.dispatch, send);
    expect(empty.s.state).toBe(initialSignup);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('signup block, prerendered', () => {
  const doc = (lang = 'en') =>
    new DOMParser().parseFromString(
      renderToString(withWords(<Signup block={block} />, lang)),
      'text/html',
    );

  it('has a labelled email field, the browser checks off, and a disabled submit while empty', () => {
    const d = doc();
    const form = d.querySelector('form');
    expect(form?.hasAttribute('novalidate')).toBe(true);
    expect(form?.hasAttribute('action')).toBe(false);
    const input = d.querySelector('input');
    expect(input?.getAttribute('type')).toBe('email');
    expect(d.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe(en.signup.emailLabel);
    expect(input?.hasAttribute('aria-invalid')).toBe(false);
    const button = d.querySelector('button[type="submit"]');
    expect(button?.textContent).toBe(en.signup.submit);
    expect(button?.hasAttribute('disabled')).toBe(true);
    expect(d.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it('shows the three figures with their labels', () => {
    const items = [...doc().querySelectorAll('ul li')].map((li) =>
      [...li.querySelectorAll('p')].map((p) => p.textContent),
    );
    expect(items).toEqual([
      ['1,000+', en.signup.stats.earlyAccess],
      ['50+', en.signup.stats.features],
      ['24/7', en.signup.stats.support],
    ]);
  });

  it('is translated into Arabic, figures written the Moroccan way', () => {
    const d = doc('ar');
    expect(d.querySelector('h2')?.textContent).toBe(ar.signup.title);
    expect(d.querySelector('label')?.textContent).toBe(ar.signup.emailLabel);
    expect(ar.signup.title).not.toBe(en.signup.title);
    expect(d.body.textContent).toContain('1.000+');
  });
});

describe('signup block in the browser (mocked submitter, fake timers)', () => {
  let root: Root;
  let container: HTMLElement;

  beforeEach(async () => {
    vi.useFakeTimers();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(withWords(<Signup block={block} />)));
  });
  afterEach(() => act(() => root.unmount()));

  const input = () => container.querySelector('input') as HTMLInputElement;
  const button = () => container.querySelector('button[type="submit"]') as HTMLButtonElement;
  const message = () => container.querySelector('[role="status"]') as HTMLElement;

  async function type(value: string) {
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input(), value);
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  const send = () =>
    act(async () => {
      container
        .querySelector('form')
        ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });

  it('enables submit only once something is typed', async () => {
    expect(button().disabled).toBe(true);
    await type('a');
    expect(button().disabled).toBe(false);
    await type('');
    expect(button().disabled).toBe(true);
  });

  it('shows the red invalid message, tied to the field, and sends nothing', async () => {
    await type('amina.example.ma');
    await send();
    expect(message().textContent).toBe(en.signup.invalidEmail);
    expect(message().className).toContain('text-red-700');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(message().id);
    expect(document.activeElement).toBe(input());
    expect(submit).not.toHaveBeenCalled();
    await type('amina@example.ma');
    expect(input().hasAttribute('aria-invalid')).toBe(false);
    expect(message().textContent).toBe('');
  });

  it('is loading for 1 s, then thanks the visitor and empties the field', async () => {
    await type('amina@example.ma');
    await send();
    expect(submit).toHaveBeenCalledWith(
      'signup',
      { email: 'amina@example.ma' },
      expect.objectContaining({ key: expect.any(String) }),
    );
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe(en.signup.sending);
    expect(input().readOnly).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(button().textContent).toBe(en.signup.sending);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(message().textContent).toBe(en.signup.success);
    expect(message().className).toContain('text-accent');
    expect(input().value).toBe('');
    expect(button().disabled).toBe(true);
  });

  it('shows the error message and keeps the email when the submitter rejects', async () => {
    vi.mocked(submit).mockImplementationOnce(
      () => new Promise((_, reject) => setTimeout(() => reject(new Error('down')), 1000)),
    );
    await type('amina@example.ma');
    await send();
    expect(button().disabled).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(message().textContent).toBe(en.signup.error);
    expect(message().className).toContain('text-red-700');
    expect(input().value).toBe('amina@example.ma');
    expect(input().hasAttribute('aria-invalid')).toBe(false);
    expect(button().disabled).toBe(false);
  });
});
