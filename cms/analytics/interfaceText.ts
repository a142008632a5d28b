/** The Site page's interface text (in English, as the service's other pages). */
import type { Metric } from './beacon.ts';

export const siteText = {
  title: 'Site',
  intro:
    'Visits and loading speed of the public site, from visitors who allowed analytics: no cookie, no address and nothing that identifies a person is kept, only counts per day.',
  period: 'Period',
  from: 'From',
  to: 'To',
  metric: 'Speed measure shown in the chart',
  show: 'Show',
  views: 'Views',
  viewsChart: (from: string, to: string) => `Views per day and language, ${from} to ${to}`,
  numbers: 'The numbers of this chart',
  day: 'Day',
  pages: 'Pages',
  pagesCaption: 'Views and leads per page and language in the period',
  page: 'Page',
  language: 'Language',
  leads: 'Leads',
  conversion: 'Leads per 100 views',
  speed: 'Speed (75th percentile)',
  speedIntro:
    'Three visits in four were at least this fast. The trend compares with the period of the same length just before.',
  speedChart: (metric: string, from: string, to: string) =>
    `${metric} at the 75th percentile per day and language, ${from} to ${to}`,
  speedCaption: 'Speed per page and language in the period',
  samples: 'Measures',
  trend: (before: string | null) => (before === null ? 'new' : `was ${before}`),
  targets: 'What set slow values',
  targetsCaption: 'The parts of pages that most often set a poor value',
  target: 'Element or interaction',
  poor: 'Poor',
  referrers: 'Where visitors came from',
  referrer: 'Site',
  none: 'Nothing was counted in this period.',
  kept: (period: string) => `Counts are kept ${period}, as the privacy policy says.`,
} as const;

export const METRIC_NAMES: Record<Metric, string> = {
  LCP: 'Largest contentful paint (LCP)',
  INP: 'Interaction to next paint (INP)',
  CLS: 'Cumulative layout shift (CLS)',
  FCP: 'First contentful paint (FCP)',
  TTFB: 'Time to first byte (TTFB)',
};
