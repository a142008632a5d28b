/**
 * Web vitals are kept as counts per value bucket, never as samples: a day's row count is bounded
 * whatever arrives, and a percentile is read from the counts. Buckets grow by 10 % (a p75 is
 * within 5 % of the true value); CLS, a score, is counted in thousandths.
 */
import type { Metric } from './beacon.ts';

const RATIO = 1.1;
const scale = (metric: Metric) => (metric === 'CLS' ? 1000 : 1);

export function bucketOf(metric: Metric, value: number): number {
  return Math.floor(Math.log1p(value * scale(metric)) / Math.log(RATIO));
}

/** The middle of a bucket, in the metric's own unit. */
export function valueOf(metric: Metric, bucket: number): number {
  const low = RATIO ** bucket - 1;
  const high = RATIO ** (bucket + 1) - 1;
  return (low + high) / 2 / scale(metric);
}

/** The 75th percentile of counts by bucket, or null without any sample. */
export function p75(metric: Metric, counts: ReadonlyMap<number, number>): number | null {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket)!;
    if (seen >= rank) return valueOf(metric, bucket);
  }
  return null;
}

/** Google's thresholds for "good" and "poor" (web.dev/articles/vitals), per metric. */
export const THRESHOLDS: Record<Metric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export const isPoor = (metric: Metric, value: number) => value > THRESHOLDS[metric][1];
