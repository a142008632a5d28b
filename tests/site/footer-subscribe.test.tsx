// @vitest-environment happy-dom
import fs from 'node:fs';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FooterSubscribe } from '../../src/app/shell/FooterSubscribe';
import { LanguageContext } from '../../src/i18n/LanguageContext';
import { MIN_FILL_AUTOFILL_MS } from '../../src/forms/minFill';
import { KEY_HEADER } from '../../src/forms/transport';
import { createServerI18n } from '../../src/i18n/i18n';
import { I18nextProvider } from '../../src/i18n/react';
import { mount, setValue } from './blog-helpers';

// The site as deployed with a real endpoint (site.json forms.endpoint).
vi.mock('../../site.json', async (importOriginal) => {
  const site = (await importOriginal<{ default: object }>()).default;
  return { default: { ...site, forms: { endpoint: 'https://leads.example/submit' } } };
});

type Common = {
  form: { subscribeFailed: string; tryAgain: string };
  footer: { subscribe: Record<string, string> };
};
const common = (lang: string) =>
  JSON.parse(fs.readFileSync(`locales/${lang}/common.json`, 'utf8')) as Common;

let statuses: number[] = [];
let keys: (string | null)[] = [];
let unmount = () => {};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
  // Rendered by the app after hydration: the box counts its fill time from now.
  document.documentElement.setAttribute('data-hydrated', '');
  keys = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: unknown, init: RequestInit) => {
      keys.push(new Headers(init.headers).get(KEY_HEADER));
      return new Response(null, { status: statuses.shift() ?? 204 });
    }),
  );
});
afterEach(() => {
  act(() => unmount());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function open(lang: string) {
  const words = common(lang);
  const i18n = createServerI18n(lang, { common: words });
  const { el, root } = await mount(
    <LanguageContext.Provider value={lang}>
      <I18nextProvider i18n={i18n}>
        <FooterSubscribe />
      </I18nextProvider>
    </LanguageContext.Provider>,
  );
  unmount = () => root.unmount();
  const form = el.querySelector('form')!;
  const email = form.querySelector<HTMLInputElement>('input[type="email"]')!;
  const trap = form.querySelector<HTMLInputElement>('input[name="website"]')!;
  const button = form.querySelector('button')!;
  const status = el.querySelector('[role="status"]')!;
  const send = async () => {
    await act(async () => form.requestSubmit());
    // The sending code is loaded at the first press.
    await act(async () => vi.dynamicImportSettled());
  };
  const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
  return { el, email, trap, button, status, send, wait, t: words };
}

describe('the footer newsletter box, with an endpoint', () => {
  it('shows a bot the same sending state and thanks as a person, and sends nothing', async () => {
    const { email, trap, button, status, send, wait, t } = await open('en');
    await wait(MIN_FILL_AUTOFILL_MS);
    await setValue(email, 'bot@spam.example');
    await setValue(trap, 'http://spam.example');
    await send();
    expect(button.textContent).toBe(t.footer.subscribe.sending);
    await wait(1000);
    expect(status.textContent).toBe(t.footer.subscribe.thanks);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a person at the minimum fill time; a failure keeps the address, and Try again resends the same lead', async () => {
    statuses = [500, 500];
    const { el, email, button, status, send, wait, t } = await open('ar');
    await wait(MIN_FILL_AUTOFILL_MS);
    await setValue(email, 'amina@example.ma');
    await send();
    await wait(0);
    expect(el.querySelector('[role="alert"]')?.textContent).toBe(t.form.subscribeFailed);
    expect(email.value).toBe('amina@example.ma');
    expect(button.textContent).toBe(t.form.tryAgain);
    await send();
    await wait(0);
    expect(status.textContent).toBe(t.footer.subscribe.thanks);
    expect(email.value).toBe('');
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    // A new subscription is a new lead.
    await setValue(email, 'omar@example.ma');
    await send();
    await wait(0);
    expect(keys[3]).not.toBe(keys[0]);
  });
});
