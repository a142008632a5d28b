// @vitest-environment happy-dom
import fs from 'node:fs';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../src/i18n/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ValuesCarousel from '../../src/blocks/ValuesCarousel';
import type { ValuesCarousel as ValuesCarouselBlock } from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { Providers } from './render-helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const words = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, 'utf8'));
const common = words('en', 'common').valuesCarousel;

// The About page's own block, so the test follows the page.
const page = JSON.parse(fs.readFileSync('pages/about.json', 'utf8'));
const block: ValuesCarouselBlock = page.blocks.find(
  (b: { type: string }) => b.type === 'valuesCarousel',
);

function ui(lang = 'en') {
  const i18n = createServerI18n(lang, {
    common: words(lang, 'common'),
    about: words(lang, 'about'),
  });
  return (
    <Providers lang={lang}>
      <I18nextProvider i18n={i18n}>
        <ValuesCarousel block={block} />
      </I18nextProvider>
    </Providers>
  );
}

let root: Root | undefined;
function mount(lang = 'en') {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(ui(lang)));
  const section = host.querySelector('section') as HTMLElement;
  const strip = host.querySelector('[aria-roledescription]') as HTMLElement;
  return { section, strip, state: () => section.dataset.autoplay };
}
const pointer = (el: Element, type: string) =>
  act(() => {
    el.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        pointerId: 7,
        pointerType: 'touch',
        clientX: 200,
        button: 0,
      }),
    );
  });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLElement;

function reducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('valuesCarousel markup', () => {
  it('shows the eight values of the spec, each with icon, title and description', () => {
    const d = new DOMParser().parseFromString(renderToString(ui()), 'text/html');
    const [list, copy] = [...d.querySelectorAll('[data-values-track] > ul')];
    const cards = [...(list?.querySelectorAll('li') ?? [])];
    expect(cards.map((c) => c.dataset.value)).toEqual([
      'innovation',
      'trust',
      'speed',
      'impact',
      'morocco',
      'excellence',
      'collaboration',
      'sustainability',
    ]);
    const about = words('en', 'about');
    expect(cards[0]?.querySelector('h3')?.textContent).toBe(about.values.innovation.title);
    expect(cards[0]?.querySelector('p')?.textContent).toBe(about.values.innovation.description);
    expect(cards[0]?.querySelector('use')?.getAttribute('href')).toBe('/icons.svg#lightbulb');
    // The loop's second copy is invisible to assistive technology and to the keyboard.
    expect(copy?.getAttribute('aria-hidden')).toBe('true');
    expect(copy?.hasAttribute('inert')).toBe(true);
  });

  it('is reachable by keyboard, with previous, pause and next buttons', () => {
    const d = new DOMParser().parseFromString(renderToString(ui()), 'text/html');
    const strip = d.querySelector('[aria-roledescription]');
    expect(strip?.getAttribute('tabindex')).toBe('0');
    expect(strip?.getAttribute('aria-label')).toBe(words('en', 'about').values.label);
    const names = [...d.querySelectorAll('button')].map(
      (b) => b.getAttribute('aria-label') ?? b.textContent,
    );
    expect(names).toEqual([common.previous, common.pause, common.next]);
  });
});

describe('valuesCarousel auto-scroll (resumes 1000 ms after release)', () => {
  it('holds while dragged and resumes exactly 1000 ms after release, not at 999', () => {
    const { strip, state } = mount();
    expect(state()).toBe('running');
    pointer(strip, 'pointerdown');
    expect(state()).toBe('held');
    advance(5000); // however long the drag lasts
    expect(state()).toBe('held');
    pointer(strip, 'pointerup');
    expect(state()).toBe('resuming');
    advance(999);
    expect(state()).toBe('resuming');
    advance(1);
    expect(state()).toBe('running');
  });

  it('starts the wait again when grabbed during it', () => {
    const { strip, state } = mount();
    pointer(strip, 'pointerdown');
    pointer(strip, 'pointerup');
    advance(600);
    pointer(strip, 'pointerdown');
    advance(600);
    expect(state()).toBe('held');
    pointer(strip, 'pointercancel');
    advance(999);
    expect(state()).toBe('resuming');
    advance(1);
    expect(state()).toBe('running');
  });

  it('steps with the arrow keys and resumes 1000 ms after the last key', () => {
    const { strip, state } = mount();
    act(() => {
      strip.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(state()).toBe('resuming');
    advance(999);
    expect(state()).toBe('resuming');
    advance(1);
    expect(state()).toBe('running');
  });

  it('the pause button stops it until play is pressed, whatever the visitor drags', () => {
    const { strip, state } = mount();
    act(() => button(common.pause).click());
    expect(state()).toBe('paused');
    pointer(strip, 'pointerdown');
    pointer(strip, 'pointerup');
    advance(5000);
    expect(state()).toBe('paused');
    act(() => button(common.play).click());
    expect(state()).toBe('running');
  });

  it('stays still under prefers-reduced-motion; play is the visitor’s choice', () => {
    reducedMotion(true);
    const { state } = mount();
    expect(state()).toBe('paused');
    advance(5000);
    expect(state()).toBe('paused');
    expect(button(common.play)).toBeDefined();
  });
});
