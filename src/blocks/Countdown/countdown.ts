/**
 * The countdown's time arithmetic, free of React and of the clock
 * (docs/site/coming-soon.md#countdown): the target is a number of days after page load, the display
 * ticks every second and stops at zero.
 */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** The countdown ticks every 1000 ms. */
export const TICK_MS = SECOND;

export interface Parts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const satisfies (keyof Parts)[];

/** When the countdown reaches zero: `days` whole days after `loadTime` (epoch ms). */
export const launchTarget = (loadTime: number, days: number) => loadTime + days * DAY;

/** Time left, clamped at zero. */
export const timeLeft = (target: number, now: number) => Math.max(0, target - now);

function split(totalSeconds: number): Parts {
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}

/**
 * Days, hours, minutes and seconds in `ms`, rounded up to the whole second like any countdown:
 * it shows 00:01 until the very end, and exactly 30 / 00 / 00 / 00 at the start.
 */
export const partsOf = (ms: number): Parts => split(Math.max(0, Math.ceil(ms / SECOND)));

/**
 * The same to the minute (rounded up), for the screen-reader summary: it changes at most once
 * a minute, so reading it never chases a ticking number.
 */
export const minutePartsOf = (ms: number): Omit<Parts, 'seconds'> => {
  const { days, hours, minutes } = split(Math.max(0, Math.ceil(ms / MINUTE)) * 60);
  return { days, hours, minutes };
};

/** Two digits at least ("07"); days may need more. Latin digits, as every figure on the site. */
export const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "29 days, 23 hours and 59 minutes" in the visitor's language, with its plural rules, from
 * Intl: zero units are left out. Latin digits, as the visible counter.
 */
export function formatDuration(lang: string, parts: Omit<Parts, 'seconds'>): string {
  const units = (['days', 'hours', 'minutes'] as const)
    .filter((unit) => parts[unit] > 0)
    .map((unit) =>
      new Intl.NumberFormat(lang, {
        style: 'unit',
        unit: unit.slice(0, -1),
        unitDisplay: 'long',
        numberingSystem: 'latn',
      }).format(parts[unit]),
    );
  return new Intl.ListFormat(lang, { type: 'conjunction', style: 'long' }).format(units);
}

/**
 * Calls `onTick` with the time left now and then every second, and stops by itself once zero
 * has been reported. Each tick reads the clock and waits until the next whole second of time
 * left, so the display changes when a second has really gone: a late timer (a background tab,
 * a busy main thread) never makes the countdown drift or skip. Returns a function that stops it.
 */
export function startCountdown(
  target: number,
  onTick: (msLeft: number) => void,
  now: () => number = Date.now,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const left = timeLeft(target, now());
    onTick(left);
    timer = left > 0 ? setTimeout(tick, left % TICK_MS || TICK_MS) : undefined;
  };
  tick();
  return () => clearTimeout(timer);
}
