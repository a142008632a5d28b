// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../locales/ar/consent.json';
import en from '../../locales/en/consent.json';
import { ConsentBanner } from '../../src/consent/ConsentBanner';
import { PreferencesDialog } from '../../src/consent/PreferencesDialog';
import { NECESSARY_ONLY } from '../../src/consent/storage';
import { createServerI18n } from '../../src/i18n/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The consent words' t(), as <Consent /> hands it to the lazily loaded UI. */
const tIn = (lang: string) =>
  createServerI18n(lang, { consent: lang === 'ar' ? ar : en }).getFixedT(lang, 'consent');

let root: Root | null = null;
function mount(node: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<MemoryRouter>{node}</MemoryRouter>));
  return container;
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const buttons = (el: ParentNode) =>
  [...el.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent);

describe('consent banner', () => {
  const handlers = () => ({
    Link,
    onRejectAll: vi.fn(),
    onAcceptAll: vi.fn(),
    onPreferences: vi.fn(),
  });

  it('is a labelled, fixed region with Reject All, Accept All and Preferences', () => {
    const h = handlers();
    const el = mount(<ConsentBanner lang="en" t={tIn('en')} {...h} />);
    const region = el.querySelector('[role="region"]') as HTMLElement;
    expect(region.getAttribute('aria-label')).toBe(en.banner.label);
    expect(region.className).toMatch(/\bfixed\b/);
    expect(region.className).toMatch(/\bbottom-0\b/);
    expect(region.className).toContain('motion-reduce:transition-none');
    expect(buttons(region)).toEqual([
      en.banner.rejectAll,
      en.banner.acceptAll,
      en.banner.preferences,
    ]);
    expect(region.textContent).toContain(en.banner.text);
    expect(region.querySelector('a')?.getAttribute('href')).toBe('/cookies');

    const [reject, accept, prefs] = [...region.querySelectorAll('button')];
    act(() => reject?.click());
    expect(h.onRejectAll).toHaveBeenCalledTimes(1);
    act(() => accept?.click());
    expect(h.onAcceptAll).toHaveBeenCalledTimes(1);
    act(() => prefs?.click());
    expect(h.onPreferences).toHaveBeenCalledTimes(1);
  });

  it('speaks Arabic and links to the Arabic cookie policy', () => {
    const el = mount(<ConsentBanner lang="ar" t={tIn('ar')} {...handlers()} />);
    const region = el.querySelector('[role="region"]') as HTMLElement;
    expect(region.getAttribute('aria-label')).toBe(ar.banner.label);
    expect(buttons(region)).toEqual([
      ar.banner.rejectAll,
      ar.banner.acceptAll,
      ar.banner.preferences,
    ]);
    expect(region.querySelector('a')?.getAttribute('href')).toBe('/ar/cookies');
  });
});

describe('preferences dialog', () => {
  const switches = (el: ParentNode) => [
    ...el.querySelectorAll<HTMLInputElement>('input[role="switch"]'),
  ];

  it('opens as a modal dialog with one switch per category, necessary locked on', () => {
    const el = mount(
      <PreferencesDialog
        t={tIn('en')}
        initial={{ ...NECESSARY_ONLY, marketing: true }}
        onSave={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const dialog = el.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe(en.dialog.title);
    const all = switches(dialog);
    expect(all).toHaveLength(4);
    expect(all.map((s) => [s.checked, s.disabled])).toEqual([
      [true, true],
      [false, false],
      [true, false],
      [false, false],
    ]);
    const names = all.map((s) => document.querySelector(`label[for="${s.id}"]`)?.textContent);
    const { necessary, analytics, marketing, functional } = en.categories;
    expect(names).toEqual([necessary, analytics, marketing, functional].map((c) => c.title));
    expect(dialog.textContent).toContain(en.dialog.alwaysOn);
  });

  it('Save hands over the chosen categories', () => {
    const onSave = vi.fn();
    const el = mount(
      <PreferencesDialog
        t={tIn('en')}
        initial={NECESSARY_ONLY}
        onSave={onSave}
        onClose={vi.fn()}
      />,
    );
    const [, analytics] = switches(el);
    act(() => analytics?.click());
    expect(analytics?.checked).toBe(true);
    const save = [...el.querySelectorAll('button')].find((b) => b.textContent === en.dialog.save);
    act(() => save?.click());
    expect(onSave).toHaveBeenCalledWith({ analytics: true, marketing: false, functional: false });
  });

  it('Cancel and the close button close it without saving, and focus returns to the opener', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const onSave = vi.fn();
    const onClose = vi.fn();
    const el = mount(
      <PreferencesDialog
        t={tIn('en')}
        initial={NECESSARY_ONLY}
        onSave={onSave}
        onClose={onClose}
      />,
    );
    const dialog = el.querySelector('dialog') as HTMLDialogElement;
    const close = el.querySelector('button[aria-label="Close"]') as HTMLButtonElement;
    dialog.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
    act(() => close.click());
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);

    act(() => dialog.showModal());
    const cancel = [...el.querySelectorAll('button')].find(
      (b) => b.textContent === en.dialog.cancel,
    );
    act(() => cancel?.click());
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSave).not.toHaveBeenCalled();

    act(() => root?.unmount());
    root = null;
    expect(document.activeElement).toBe(opener);
  });
});
