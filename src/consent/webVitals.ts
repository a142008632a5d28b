import type { Metric } from 'web-vitals';
import site from '../../site.json';
import type { ConsentService } from './storage';

export interface WebVitalsEvent {
  event: 'web-vitals';
  name: Metric['name'];
  value: number;
  id: string;
  rating: Metric['rating'];
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Hands one metric to whatever tag manager reads window.dataLayer; nothing is sent from here. */
export function reportMetric(metric: Pick<Metric, 'name' | 'value' | 'id' | 'rating'>): void {
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  const event: WebVitalsEvent = {
    event: 'web-vitals',
    name: metric.name,
    value: metric.value,
    id: metric.id,
    rating: metric.rating,
  };
  w.dataLayer.push(event);
}

/** Loads the web-vitals library (its own chunk, never in the initial JS) and reports every metric. */
export async function startWebVitals(): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(reportMetric);
}

/** Web vitals are reported only with analytics consent (docs/site/consent.md#web-vitals). */
export const webVitalsService: ConsentService = {
  id: 'web-vitals',
  category: 'analytics',
  start: startWebVitals,
};

const analyticsEndpoint = (site as { analytics?: { endpoint?: string } }).analytics?.endpoint;

/**
 * The site's own analytics (src/analytics/beacon.ts), when site.json names the team's service
 * (`analytics.endpoint`): page views and web vitals to it, only with analytics consent.
 */
export const siteAnalyticsServices: ConsentService[] = analyticsEndpoint
  ? [
      {
        id: 'site-analytics',
        category: 'analytics',
        start: () => import('../analytics/beacon').then((m) => m.startAnalytics(analyticsEndpoint)),
      },
    ]
  : [];
