// @vitest-environment happy-dom
import fs from 'node:fs';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../src/i18n/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProgressBars from '../../src/blocks/ProgressBars';
import { barWidth, impactWidth, pillarWidth } from '../../src/blocks/ProgressBars/formulas';
import type { ProgressBars as ProgressBarsBlock } from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { Providers } from './render-helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const read = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, 'utf8'));

function withWords(node: ReactNode, lang = 'en') {
  const i18n = createServerI18n(lang, {
    common: read(lang, 'common'),
    'vision-2030': read(lang, 'vision-2030'),
  });
  return (
    <Providers lang={lang}>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </Providers>
  );
}

// The page's own blocks, so the test checks what visitors get.
const page = JSON.parse(fs.readFileSync('pages/vision-2030.json', 'utf8')) as {
  blocks: { type: string; id?: string }[];
};
const blockById = (id: string) =>
  page.blocks.find((b) => b.id === id) as unknown as ProgressBarsBlock;
const pillars = blockById('pillars');
const impact = blockById('impact');

const parse = (s: string) => new DOMParser().parseFromString(s, 'text/html');
const html = (block: ProgressBarsBlock, lang = 'en') =>
  renderToString(withWords(<ProgressBars block={block} />, lang));

describe('bar formulas (docs/site/vision-2030.md#bar-widths)', () => {
  it('pillars: min(20 + 15·index, 100), capped at 100 from index 6', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(pillarWidth)).toEqual([20, 35, 50, 65, 80, 95, 100, 100]);
  });

  it('impact figures: min(60 + 8·index, 100), capped at 100 from index 5', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(impactWidth)).toEqual([60, 68, 76, 84, 92, 100, 100, 100]);
  });

  it('picks the formula by name', () => {
    expect(barWidth('pillar', 6)).toBe(100);
    expect(barWidth('impact', 2)).toBe(76);
  });
});

describe('progressBars block', () => {
  it('draws the five pillars as labelled progress bars of 20, 35, 50, 65, 80 %', () => {
    const d = parse(html(pillars));
    const bars = [...d.querySelectorAll('[role="progressbar"]')];
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual([
      '20',
      '35',
      '50',
      '65',
      '80',
    ]);
    const words = read('en', 'vision-2030');
    for (const bar of bars) {
      expect(bar.getAttribute('aria-valuemin')).toBe('0');
      expect(bar.getAttribute('aria-valuemax')).toBe('100');
      const fill = bar.querySelector<HTMLElement>('[data-bar-fill]');
      expect(fill?.style.width).toBe(`${bar.getAttribute('aria-valuenow')}%`);
    }
    const names = bars.map(
      (b) => d.getElementById(b.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(names).toEqual([
      words.pillars.digitalEconomy.title,
      words.pillars.smartInfrastructure.title,
      words.pillars.aiAutomation.title,
      words.pillars.educationSkills.title,
      words.pillars.globalCompetitiveness.title,
    ]);
    // The visible "Progress 20%" row, with each pillar's three details.
    const cards = [...d.querySelectorAll('section > div > ul > li')];
    expect(cards[0]?.textContent).toContain('Progress');
    expect(cards[0]?.textContent).toContain('20%');
    expect(cards[0]?.querySelectorAll('ul > li')).toHaveLength(3);
    expect(d.querySelector('h2')?.textContent).toBe(words.pillars.title);
  });

  it('draws the six impact figures with meters of 60 … 100 %, read out as the figure', () => {
    const d = parse(html(impact));
    const meters = [...d.querySelectorAll('[role="meter"]')];
    expect(meters.map((m) => m.getAttribute('aria-valuenow'))).toEqual([
      '60',
      '68',
      '76',
      '84',
      '92',
      '100',
    ]);
    expect(meters.map((m) => m.getAttribute('aria-valuetext'))).toEqual([
      '95%',
      '500+',
      '80%',
      '2M+',
      '15%',
      '#1',
    ]);
    expect(d.querySelector('[role="progressbar"]')).toBeNull();
    expect(d.body.textContent).not.toContain('Progress');
  });

  it('animates its growth (a transform, on the compositor) only under motion-safe', () => {
    const fill = parse(html(pillars)).querySelector('[data-bar-fill]');
    const classes = fill?.className.split(/\s+/) ?? [];
    expect(classes.filter((c) => c.includes('transition'))).toEqual([
      'motion-safe:transition-transform',
    ]);
  });

  it('uses the Arabic words in Arabic', () => {
    const d = parse(html(pillars, 'ar'));
    expect(d.querySelector('h2')?.textContent).toBe(read('ar', 'vision-2030').pillars.title);
    expect(d.body.textContent).toContain(read('ar', 'common').progressBars.progress);
  });
});

describe('bars grow into view only when motion is allowed', () => {
  type Callback = (entries: { isIntersecting: boolean }[]) => void;
  let notify: Callback = () => {};

  function mount(reduced: boolean) {
    vi.stubGlobal(
      'matchMedia',
      (q: string) => ({ matches: reduced && q.includes('reduce'), media: q }) as MediaQueryList,
    );
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: Callback) {
          notify = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() => root.render(withWords(<ProgressBars block={impact} />)));
    // What a visitor sees of each bar: its width, or none while it is scaled to nothing.
    const widths = () =>
      [...host.querySelectorAll<HTMLElement>('[data-bar-fill]')].map((f) =>
        f.style.transform === 'scaleX(0)' ? '0%' : f.style.width,
      );
    return { widths, unmount: () => act(() => root.unmount()) };
  }

  afterEach(() => {
    notify = () => {};
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  const full = ['60%', '68%', '76%', '84%', '92%', '100%'];

  it('empties bars below the fold, then grows them when they scroll into view', () => {
    const { widths, unmount } = mount(false);
    expect(widths()).toEqual(full);
    act(() => notify([{ isIntersecting: false }]));
    expect(widths()).toEqual(Array(6).fill('0%'));
    act(() => notify([{ isIntersecting: true }]));
    expect(widths()).toEqual(full);
    unmount();
  });

  it('leaves bars already on screen alone', () => {
    const { widths, unmount } = mount(false);
    act(() => notify([{ isIntersecting: true }]));
    expect(widths()).toEqual(full);
    unmount();
  });

  it('never empties them under reduced motion', () => {
    const { widths, unmount } = mount(true);
    act(() => notify([{ isIntersecting: false }]));
    expect(widths()).toEqual(full);
    unmount();
  });
});
