/**
 * First-party analytics (docs/site/consent.md#analytics), started only with the visitor's
 * analytics consent: page views (path, language by path, referrer host, device class) and web
 * vitals with what set them, queued and sent to the team's service (`site.json` →
 * `analytics.endpoint`) with `navigator.sendBeacon` when the page is hidden or left, or when the
 * queue is full. No cookie, no identifier, no time finer than the server's day; never on the
 * critical path (this module and web-vitals load after consent, in their own chunk).
 */
import type { MetricWithAttribution } from 'web-vitals/attribution';

export type BeaconEvent =
  | { t: 'view'; path: string; device: 'phone' | 'tablet' | 'desktop'; ref: string | null }
  | { t: 'vital'; path: string; name: string; value: number; target: string | null };

/** What the service takes at most in one batch (cms/analytics/beacon.ts). */
export const BATCH = 40;
const TARGET_LENGTH = 120;

/** A path as the service takes it (lower-case segments, no trailing slash), or null. */
export function sitePath(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return /^\/(?:[a-z0-9][a-z0-9-]{0,63}(?:\/[a-z0-9][a-z0-9-]{0,63}){0,5})?$/.test(path)
    ? path
    : null;
}

export function deviceClass(width: number): 'phone' | 'tablet' | 'desktop' {
  return width < 640 ? 'phone' : width < 1024 ? 'tablet' : 'desktop';
}

/** The referring site's host, only when it is another site (a search engine, a post). */
export function referrerHost(referrer: string, ownHost: string): string | null {
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host && host !== ownHost ? host : null;
  } catch {
    return null;
  }
}

/** The element or interaction that set a metric, as web-vitals' attribution names it. */
export function targetOf(metric: MetricWithAttribution): string | null {
  const a = metric.attribution as unknown as Record<string, unknown>;
  const found = [a.target, a.interactionTarget, a.largestShiftTarget].find(
    (t): t is string => typeof t === 'string' && t.length > 0,
  );
  // Printable ASCII only, as the service takes it: a selector with other characters is cut.
  return found ? found.replace(/[^\x20-\x7e]/g, '').slice(0, TARGET_LENGTH) || null : null;
}

export interface Sender {
  add(event: BeaconEvent): void;
  flush(): void;
}

/** A queue sent with `send` when flushed or full; nothing is kept once handed over. */
export function createSender(send: (body: string) => boolean): Sender {
  let queue: BeaconEvent[] = [];
  const sender: Sender = {
    add(event) {
      queue.push(event);
      if (queue.length >= BATCH) sender.flush();
    },
    flush() {
      if (!queue.length) return;
      const events = queue.slice(0, BATCH);
      queue = queue.slice(BATCH);
      send(JSON.stringify({ events }));
      if (queue.length) sender.flush();
    },
  };
  return sender;
}

/** Starts counting: the page on screen and every next one, and this page load's vitals. */
export async function startAnalytics(endpoint: string): Promise<void> {
  const { onPageShown } = await import('./pages');
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals/attribution');
  // text/plain: a "simple" request, with no preflight; the service reads it as JSON.
  const sender = createSender((body) =>
    navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain' })),
  );
  const landing = sitePath(location.pathname);
  let first = true;
  onPageShown((shown) => {
    // An address that is no page of the site (a mistyped one) is not counted.
    const path = sitePath(shown);
    if (!path) return;
    sender.add({
      t: 'view',
      path,
      device: deviceClass(window.innerWidth),
      ref: first ? referrerHost(document.referrer, location.hostname) : null,
    });
    first = false;
  });
  // The vitals describe this page load: they belong to the page it landed on.
  const vital = (metric: MetricWithAttribution) =>
    landing &&
    sender.add({
      t: 'vital',
      path: landing,
      name: metric.name,
      value: metric.value,
      target: targetOf(metric),
    });
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(vital);
  // web-vitals reports its last values as the page is hidden; this listener runs after its own.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sender.flush();
  });
  addEventListener('pagehide', () => sender.flush());
  // A sign anyone can read in the page (and the browser tests wait for): counting has begun.
  document.documentElement.dataset.analytics = 'counting';
}
