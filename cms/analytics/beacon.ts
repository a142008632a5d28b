/**
 * What the site's analytics beacon may carry (src/analytics/beacon.ts sends it, only with the
 * visitor's analytics consent): page views and web vitals, nothing that names a person. The
 * service reads every batch as hostile: a size, a count, a shape and a range for every member;
 * anything else refuses the whole batch. No address, cookie or identifier is read or kept.
 */
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];
export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** The largest batch in bytes, and in events: a page's views and vitals fit many times over. */
export const BEACON_BYTES = 8 * 1024;
export const BEACON_EVENTS = 40;

export interface PageView {
  kind: 'view';
  path: string;
  language: string;
  device: Device;
  /** The host the visitor came from, when another site; null otherwise. */
  referrer: string | null;
}

export interface VitalSample {
  kind: 'vital';
  path: string;
  language: string;
  metric: Metric;
  value: number;
  /** The element or interaction that set the value (a short selector), or null. */
  target: string | null;
}

export type SiteEvent = PageView | VitalSample;

/** A site path as the site writes it: lower-case segments, no query, no dot segments. */
const PATH = /^\/(?:[a-z0-9][a-z0-9-]{0,63}(?:\/[a-z0-9][a-z0-9-]{0,63}){0,5})?$/;
const HOST =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** A selector as web-vitals' attribution writes it, trimmed to what a person can read. */
const TARGET = /^[\x20-\x7e]{1,120}$/;
/** The largest value worth keeping: a minute for the times, 10 for CLS (a score, not a time). */
const MAX: Record<Metric, number> = {
  LCP: 60_000,
  INP: 60_000,
  FCP: 60_000,
  TTFB: 60_000,
  CLS: 10,
};

export class BeaconRefused extends Error {}

const refuse = (why: string): never => {
  throw new BeaconRefused(why);
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The page's language: its first segment when it is one of the site's, else the default. */
export function languageOf(path: string, languages: readonly string[]): string {
  const first = path.split('/')[1] ?? '';
  return languages.slice(1).includes(first) ? first : languages[0]!;
}

/** Whether `value` reads as one of the site's paths (a lead's page is checked by it too). */
export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && PATH.test(value);

function pathOf(value: unknown): string {
  return isSitePath(value) ? value : refuse('path');
}

function eventOf(value: unknown, languages: readonly string[]): SiteEvent {
  if (!isRecord(value)) return refuse('event');
  const path = pathOf(value.path);
  const language = languageOf(path, languages);
  if (value.t === 'view') {
    const { device, ref } = value;
    if (!(DEVICES as readonly unknown[]).includes(device)) return refuse('device');
    if (ref !== null && ref !== undefined && (typeof ref !== 'string' || !HOST.test(ref)))
      return refuse('referrer');
    return { kind: 'view', path, language, device: device as Device, referrer: ref ?? null };
  }
  if (value.t === 'vital') {
    const { name, value: v, target } = value;
    if (!(METRICS as readonly unknown[]).includes(name)) return refuse('metric');
    const metric = name as Metric;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > MAX[metric])
      return refuse('value');
    if (
      target !== null &&
      target !== undefined &&
      (typeof target !== 'string' || !TARGET.test(target))
    )
      return refuse('target');
    return { kind: 'vital', path, language, metric, value: v, target: target ?? null };
  }
  return refuse('kind');
}

/**
 * The events of one beacon's body (`{"events":[…]}` as text: sendBeacon sends text/plain, which
 * needs no preflight), or BeaconRefused naming the first member that is wrong.
 */
export function readBeacon(text: string, languages: readonly string[]): SiteEvent[] {
  if (text.length > BEACON_BYTES) refuse('size');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse('json');
  }
  if (!isRecord(body) || !Array.isArray(body.events)) return refuse('events');
  if (body.events.length === 0 || body.events.length > BEACON_EVENTS) return refuse('count');
  return body.events.map((e) => eventOf(e, languages));
}
