// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Faq from '../../src/blocks/Faq';
import type { Faq as FaqBlock } from '../../src/generated/schema-types';
import { nextOpen } from '../../src/ui/Accordion';
import { servicesWords, withServiceWords } from './block-words';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Item = { q: string; a: string };
const en = servicesWords() as { items: { brandedWebsites: { faq: Record<string, Item> } } };
const words = en.items.brandedWebsites.faq;

const block: FaqBlock = {
  type: 'faq',
  title: 'services:cta.title',
  items: [0, 1].map((i) => ({
    question: `services:items.brandedWebsites.faq.${i}.q`,
    answer: `services:items.brandedWebsites.faq.${i}.a`,
  })),
};

let host: HTMLElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const buttons = () => [...host.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')];
const expanded = () => buttons().map((b) => b.getAttribute('aria-expanded'));
const click = (i: number) => act(() => buttons()[i]?.click());

describe('nextOpen', () => {
  it('opens the clicked item, replacing the open one, and closes an open item clicked again', () => {
    expect(nextOpen(null, 1)).toBe(1);
    expect(nextOpen(1, 0)).toBe(0);
    expect(nextOpen(0, 0)).toBeNull();
  });
});

describe('faq', () => {
  it('wires each question to its answer region, all closed at first', () => {
    act(() => root.render(withServiceWords(<Faq block={block} />)));
    expect(host.querySelector('h2')?.textContent).toBe(
      (servicesWords() as { cta: { title: string } }).cta.title,
    );
    expect(buttons().map((b) => b.textContent)).toEqual([words['0']?.q, words['1']?.q]);
    expect(expanded()).toEqual(['false', 'false']);
    for (const button of buttons()) {
      const panel = host.querySelector(
        `#${CSS.escape(button.getAttribute('aria-controls') ?? '')}`,
      );
      expect(panel?.getAttribute('role')).toBe('region');
      expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
      expect(panel?.hasAttribute('hidden')).toBe(true);
    }
  });

  it('keeps one answer open at a time, and closes the open one when clicked again', () => {
    act(() => root.render(withServiceWords(<Faq block={block} />)));
    const panels = () => [...host.querySelectorAll('[role="region"]')];
    click(0);
    expect(expanded()).toEqual(['true', 'false']);
    expect(panels()[0]?.hasAttribute('hidden')).toBe(false);
    expect(panels()[0]?.textContent).toBe(words['0']?.a);
    click(1);
    expect(expanded()).toEqual(['false', 'true']);
    expect(panels().map((p) => p.hasAttribute('hidden'))).toEqual([true, false]);
    click(1);
    expect(expanded()).toEqual(['false', 'false']);
    expect(panels().every((p) => p.hasAttribute('hidden'))).toBe(true);
  });

  it('states the website support period and build time (docs/site/services.md#faq)', () => {
    // The agency's "4-8 weeks", as English writes a range (Intl's range sign).
    expect(words['0']?.a).toContain(`${new Intl.NumberFormat('en').formatRange(4, 8)} weeks`);
    expect(words['1']?.a).toContain('3 months');
  });
});
