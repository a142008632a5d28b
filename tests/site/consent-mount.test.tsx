// @vitest-environment happy-dom
import { act, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../../locales/ar/consent.json';
import en from '../../locales/en/consent.json';
import type { Words } from '../../src/i18n/WordsContext';
import { WordsContext } from '../../src/i18n/WordsContext';
import { Consent, clearConsentChoice } from '../../src/consent';
// As the footer and the cookie policy call it: the consent code may not have arrived yet.
import { openConsentPreferences } from '../../src/consent/open';
import { createServerI18n } from '../../src/i18n/i18n';

// <Consent /> as the app mounts it: the page's one store, the lazy UI chunk, web-vitals mocked.
const vitals = vi.hoisted(() => ({
  onCLS: vi.fn(),
  onFCP: vi.fn(),
  onINP: vi.fn(),
  onLCP: vi.fn(),
  onTTFB: vi.fn(),
}));
vi.mock('web-vitals', () => vitals);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = {
  en: createServerI18n('en', { consent: en }),
  ar: createServerI18n('ar', { consent: ar }),
};
const words: Words = {
  forLanguage: (l) => (l === 'ar' ? i18n.ar : i18n.en),
  ensure: async () => undefined,
};
const app = (path: string) => (
  <StrictMode>
    <MemoryRouter initialEntries={[path]}>
      <WordsContext.Provider value={words}>
        <Consent />
      </WordsContext.Provider>
    </MemoryRouter>
  </StrictMode>
);

/** Lets the lazily imported UI chunk arrive and render. */
async function settle() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await vi.dynamicImportSettled();
    });
  }
}
const region = () => document.querySelector('[role="region"]');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

beforeAll(() => vi.useFakeTimers());
afterAll(() => vi.useRealTimers());

describe('<Consent /> mounted', () => {
  it('renders nothing on the server', () => {
    expect(renderToString(app('/'))).toBe('');
  });

  it('runs the whole flow: banner at 1 s, Preferences, Save, reopen, clear', async () => {
    localStorage.clear();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(app('/ar/about')));
    await settle();
    expect(container.innerHTML).toBe('');

    await act(async () => vi.advanceTimersByTime(999));
    await settle();
    expect(region()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    await settle();
    expect(region()?.getAttribute('aria-label')).toBe(ar.banner.label);

    act(() => button(ar.banner.preferences).click());
    await settle();
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    const analytics = dialog.querySelectorAll<HTMLInputElement>('input[role="switch"]')[1];
    act(() => analytics?.click());
    act(() => button(ar.dialog.save).click());
    await settle();
    expect(localStorage.getItem('cookieConsent')).toBe('customized');
    expect(JSON.parse(localStorage.getItem('cookiePreferences') ?? '')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: false,
    });
    expect(region()).toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
    await vi.waitFor(() => expect(vitals.onLCP).toHaveBeenCalledTimes(1));

    act(() => openConsentPreferences());
    await settle();
    const reopened = document.querySelectorAll<HTMLInputElement>('input[role="switch"]');
    expect([...reopened].map((s) => s.checked)).toEqual([true, true, false, false]);
    expect(region()).toBeNull();
    act(() => button(ar.dialog.cancel).click());
    await settle();
    expect(document.querySelector('dialog')).toBeNull();

    act(() => clearConsentChoice());
    await settle();
    expect(localStorage.getItem('cookieConsent')).toBeNull();
    expect(localStorage.getItem('cookiePreferences')).toBeNull();
    expect(region()).not.toBeNull();
    act(() => root.unmount());
    expect(vitals.onLCP).toHaveBeenCalledTimes(1);
  });
});
