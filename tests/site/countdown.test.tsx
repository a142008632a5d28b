// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../src/i18n/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Countdown from '../../src/blocks/Countdown';
import {
  DAY,
  HOUR,
  MINUTE,
  formatDuration,
  launchTarget,
  minutePartsOf,
  pad,
  partsOf,
  startCountdown,
} from '../../src/blocks/Countdown/countdown';
import type { Countdown as CountdownBlock } from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { Providers } from './render-helpers';
import { localeWords, pageText } from './words';

const en = (key: string, values?: Record<string, string>) => pageText('en', key, values);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const T0 = Date.UTC(2025, 0, 15, 9, 30, 0);

// The coming-soon page's own words, in the given language.
function withWords(node: ReactNode, lang: string) {
  const words = localeWords(lang, 'coming-soon');
  return (
    <Providers lang={lang}>
      <I18nextProvider i18n={createServerI18n(lang, { common: {}, 'coming-soon': words })}>
        {node}
      </I18nextProvider>
    </Providers>
  );
}

const block: CountdownBlock = {
  type: 'countdown',
  title: 'coming-soon:countdown.title',
  days: 30,
  labels: {
    days: 'coming-soon:countdown.days',
    hours: 'coming-soon:countdown.hours',
    minutes: 'coming-soon:countdown.minutes',
    seconds: 'coming-soon:countdown.seconds',
  },
  summary: 'coming-soon:countdown.summary',
  launched: 'coming-soon:countdown.launched',
};

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('countdown arithmetic (docs/site/coming-soon.md#countdown)', () => {
  it('puts the target whole days after page load', () => {
    expect(launchTarget(T0, 30)).toBe(T0 + 30 * 24 * 60 * 60 * 1000);
    expect(launchTarget(T0, 1) - T0).toBe(86_400_000);
  });

  it('splits the time left into days, hours, minutes and seconds, rounding up to the second', () => {
    expect(partsOf(30 * DAY)).toEqual({ days: 30, hours: 0, minutes: 0, seconds: 0 });
    expect(partsOf(30 * DAY - 1000)).toEqual({ days: 29, hours: 23, minutes: 59, seconds: 59 });
    expect(partsOf(30 * DAY - 1)).toEqual({ days: 30, hours: 0, minutes: 0, seconds: 0 });
    expect(partsOf(2 * DAY + 3 * HOUR + 4 * MINUTE + 5000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(partsOf(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('never goes below zero', () => {
    expect(partsOf(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(partsOf(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('summarises to the minute, so the summary changes at most once a minute', () => {
    expect(minutePartsOf(30 * DAY - 1000)).toEqual({ days: 30, hours: 0, minutes: 0 });
    expect(minutePartsOf(30 * DAY - 60_000)).toEqual({ days: 29, hours: 23, minutes: 59 });
    expect(minutePartsOf(30 * DAY - 61_000)).toEqual(minutePartsOf(30 * DAY - 119_000));
    expect(minutePartsOf(59_000)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(minutePartsOf(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('pads to two digits and lets days grow', () => {
    expect(pad(0)).toBe('00');
    expect(pad(7)).toBe('07');
    expect(pad(30)).toBe('30');
    expect(pad(365)).toBe('365');
  });

  it('says the duration in the visitor language, leaving out zero units', () => {
    expect(formatDuration('en', { days: 29, hours: 23, minutes: 59 })).toBe(
      '29 days, 23 hours, and 59 minutes',
    );
    expect(formatDuration('en', { days: 30, hours: 0, minutes: 0 })).toBe('30 days');
    expect(formatDuration('en', { days: 0, hours: 1, minutes: 1 })).toBe('1 hour and 1 minute');
    // French puts a no-break space between number and unit.
    expect(formatDuration('fr', { days: 2, hours: 0, minutes: 5 }).replace(/\s/g, ' ')).toBe(
      '2 jours et 5 minutes',
    );
    // Arabic plural forms, in the Latin digits the counter uses.
    expect(formatDuration('ar', { days: 30, hours: 0, minutes: 0 })).toBe('30 يومًا');
    expect(formatDuration('ar', { days: 3, hours: 0, minutes: 0 })).toBe('3 أيام');
  });
});

describe('startCountdown (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });

  it('reports at once, then every 1000 ms, and stops by itself at zero', () => {
    const ticks: number[] = [];
    startCountdown(T0 + 3000, (ms) => ticks.push(ms));
    expect(ticks).toEqual([3000]);
    vi.advanceTimersByTime(999);
    expect(ticks).toEqual([3000]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([3000, 2000]);
    vi.advanceTimersByTime(2000);
    expect(ticks).toEqual([3000, 2000, 1000, 0]);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(ticks).toEqual([3000, 2000, 1000, 0]);
  });

  it('realigns to whole seconds after a late timer', () => {
    const ticks: number[] = [];
    startCountdown(T0 + 10_000, (ms) => ticks.push(ms));
    // The clock runs 300 ms ahead of the timers (a busy main thread).
    vi.setSystemTime(T0 + 300);
    vi.advanceTimersByTime(1000);
    expect(ticks).toEqual([10_000, 8700]);
    vi.advanceTimersByTime(699);
    expect(ticks).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([10_000, 8700, 8000]);
    vi.advanceTimersByTime(1000);
    expect(ticks.at(-1)).toBe(7000);
  });

  it('reads the clock at each tick, so a late timer does not drift', () => {
    const ticks: number[] = [];
    startCountdown(T0 + 10 * MINUTE, (ms) => ticks.push(ms));
    // A background tab: the clock moves on five minutes while no timer fires.
    vi.setSystemTime(T0 + 5 * MINUTE);
    vi.advanceTimersByTime(1000);
    expect(ticks.at(-1)).toBe(5 * MINUTE - 1000);
  });

  it('reports zero once and sets no timer when the target has already passed', () => {
    const ticks: number[] = [];
    startCountdown(T0 - 1000, (ms) => ticks.push(ms));
    expect(ticks).toEqual([0]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when asked', () => {
    const ticks: number[] = [];
    const stop = startCountdown(T0 + DAY, (ms) => ticks.push(ms));
    vi.advanceTimersByTime(2000);
    stop();
    vi.advanceTimersByTime(5000);
    expect(ticks).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});

const digits = (root: ParentNode) =>
  [...root.querySelectorAll('[data-unit] [data-value]')].map((e) => e.textContent).join(':');

describe('countdown block', () => {
  it('prerenders the full 30 days whatever the clock says, with its labels', () => {
    vi.useFakeTimers({ now: T0 });
    const first = renderToString(withWords(<Countdown block={block} />, 'en'));
    vi.setSystemTime(T0 + 12 * HOUR);
    expect(renderToString(withWords(<Countdown block={block} />, 'en'))).toBe(first);
    const doc = new DOMParser().parseFromString(first, 'text/html');
    expect(digits(doc)).toBe('30:00:00:00');
    expect(doc.querySelector('h2')?.textContent).toBe(en(block.title!));
    const { days, hours, minutes, seconds } = block.labels!;
    expect(
      [...doc.querySelectorAll('[data-unit] [data-value] + span')].map((e) => e.textContent),
    ).toEqual([days, hours, minutes, seconds].map((key) => en(key!)));
  });

  it('hides the ticking digits from screen readers and gives them a summary instead', () => {
    const doc = new DOMParser().parseFromString(
      renderToString(withWords(<Countdown block={block} />, 'en')),
      'text/html',
    );
    const timer = doc.querySelector('[role="timer"]');
    expect(timer?.querySelector('ol')?.getAttribute('aria-hidden')).toBe('true');
    expect(timer?.querySelector('.sr-only')?.textContent).toBe(
      en(block.summary!, { time: '30 days' }),
    );
    const status = doc.querySelector('[role="status"]');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.textContent).toBe('');
  });

  it('is translated, and its summary follows Arabic grammar', () => {
    const doc = new DOMParser().parseFromString(
      renderToString(withWords(<Countdown block={block} />, 'ar')),
      'text/html',
    );
    const ar = localeWords('ar', 'coming-soon');
    expect(doc.querySelector('h2')?.textContent).toBe(ar.countdown.title);
    // The template from the Arabic words, the duration in Arabic grammar ("30 يومًا", not "30 أيام").
    expect(doc.querySelector('.sr-only')?.textContent).toBe(
      ar.countdown.summary.replace(
        '{{time}}',
        formatDuration('ar', { days: block.days ?? 30, hours: 0, minutes: 0 }),
      ),
    );
  });

  it('ticks every second after mounting, and stops at zero with a launched message', async () => {
    vi.useFakeTimers({ now: T0 });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(withWords(<Countdown block={block} />, 'en')));
    expect(digits(container)).toBe('30:00:00:00');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(digits(container)).toBe('29:23:59:59');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(digits(container)).toBe('29:23:59:57');
    const summary = () => container.querySelector('.sr-only')?.textContent;
    expect(summary()).toBe(en(block.summary!, { time: '30 days' }));
    await act(async () => vi.advanceTimersByTime(57_000));
    expect(digits(container)).toBe('29:23:59:00');
    expect(summary()).toBe(en(block.summary!, { time: '29 days, 23 hours, and 59 minutes' }));

    // Jump to the end: one late tick lands past the target.
    vi.setSystemTime(T0 + 30 * DAY + 500);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(digits(container)).toBe('00:00:00:00');
    expect(container.querySelector('[role="status"]')?.textContent).toBe(en(block.launched!));
    expect(container.querySelector('.sr-only')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    act(() => root.unmount());
  });

  it('stops its timer when it leaves the page', async () => {
    vi.useFakeTimers({ now: T0 });
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(withWords(<Countdown block={block} />, 'en')));
    expect(vi.getTimerCount()).toBe(1);
    act(() => root.unmount());
    expect(vi.getTimerCount()).toBe(0);
  });
});
