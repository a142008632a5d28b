// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import StickyCta from '../../src/blocks/StickyCta';
import { dismissKey, pastThreshold } from '../../src/blocks/StickyCta/threshold';
import type { StickyCta as StickyCtaBlock } from '../../src/generated/schema-types';
import { withServiceWords } from './block-words';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('pastThreshold', () => {
  it('is true only past 50% of the scrollable height', () => {
    // 3000 px page, 1000 px window: 2000 px to scroll.
    expect(pastThreshold(0, 3000, 1000)).toBe(false);
    expect(pastThreshold(800, 3000, 1000)).toBe(false);
    expect(pastThreshold(1000, 3000, 1000)).toBe(false);
    expect(pastThreshold(1001, 3000, 1000)).toBe(true);
    expect(pastThreshold(2000, 3000, 1000)).toBe(true);
  });

  it('is false on a page with nothing to scroll (no division by zero)', () => {
    expect(pastThreshold(0, 1000, 1000)).toBe(false);
    expect(pastThreshold(0, 800, 1000)).toBe(false);
    expect(pastThreshold(0, 0, 0)).toBe(false);
  });

  it('takes another threshold', () => {
    expect(pastThreshold(500, 3000, 1000, 0.2)).toBe(true);
  });
});

const block: StickyCtaBlock = {
  type: 'stickyCta',
  title: 'services:sticky.title',
  subtitle: 'services:sticky.subtitle',
  actions: [{ label: 'services:sticky.action', href: '/book-consultation' }],
};

let host: HTMLElement;
let root: Root;
const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
beforeEach(() => {
  sessionStorage.clear();
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: 3000,
    configurable: true,
  });
  Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});
const bar = () => host.querySelector<HTMLElement>('[data-sticky-cta]');

describe('stickyCta', () => {
  it('is not rendered on the server (dismissal lives in the browser)', () => {
    expect(renderToString(withServiceWords(<StickyCta block={block} />))).toBe('');
  });

  it('stays inert and invisible until the scroll passes half the page, and hides above it', () => {
    act(() => root.render(withServiceWords(<StickyCta block={block} />)));
    expect(bar()?.hasAttribute('inert')).toBe(true);
    expect(bar()?.className).toContain('invisible');
    scrollTo(800);
    expect(bar()?.hasAttribute('inert')).toBe(true);
    scrollTo(1200);
    expect(bar()?.hasAttribute('inert')).toBe(false);
    expect(bar()?.hasAttribute('data-visible')).toBe(true);
    scrollTo(600);
    expect(bar()?.hasAttribute('inert')).toBe(true);
  });

  it('closes for the visit on this page: remembered in sessionStorage', () => {
    act(() => root.render(withServiceWords(<StickyCta block={block} />)));
    scrollTo(1500);
    act(() => host.querySelector<HTMLButtonElement>('button')?.click());
    expect(bar()).toBeNull();
    expect(sessionStorage.getItem(dismissKey('/'))).toBe('1');
    scrollTo(2000);
    expect(bar()).toBeNull();
    act(() => root.unmount());
    root = createRoot(host);
    act(() => root.render(withServiceWords(<StickyCta block={block} />)));
    scrollTo(2000);
    expect(bar()).toBeNull();
  });

  it('makes room under the page while shown, as tall as the bar', () => {
    // This DOM lays nothing out: the bar is given the height a browser would measure.
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('data-sticky-cta') ? 72 : 0;
      },
    });
    try {
      act(() => root.render(withServiceWords(<StickyCta block={block} />)));
      expect(document.body.style.paddingBottom).toBe('');
      scrollTo(1500);
      expect(document.body.style.paddingBottom).toBe('72px');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('72px');
      scrollTo(0);
      expect(document.body.style.paddingBottom).toBe('');
    } finally {
      if (height) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', height);
    }
  });
});
