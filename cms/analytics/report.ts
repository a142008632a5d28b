/**
 * What the Site page shows, read from the aggregates (store.ts) and the leads: for a period of
 * days, views per day and language, views and leads per page and language (conversion), and the
 * p75 of each vital per page and language beside the period before it (the trend), with the
 * elements that most often set a poor value.
 */
import type { Sql } from '../db/sql.ts';
import { languageOf, METRICS, type Metric } from './beacon.ts';
import { p75 } from './histogram.ts';
import { dayOf } from './store.ts';

export interface Period {
  /** First and last day, both counted (YYYY-MM-DD, UTC). */
  from: string;
  to: string;
}

export interface PageRow {
  path: string;
  language: string;
  views: number;
  leads: number;
}

export interface VitalRow {
  path: string;
  language: string;
  metric: Metric;
  p75: number | null;
  /** The period before, as long: null when it had no sample. */
  before: number | null;
  samples: number;
}

export interface TargetRow {
  path: string;
  language: string;
  metric: Metric;
  target: string;
  samples: number;
  poor: number;
}

export interface SiteReport {
  period: Period;
  days: string[];
  languages: string[];
  /** Views per day, per language, in the order of `days`. */
  viewsByDay: Map<string, number[]>;
  pages: PageRow[];
  vitals: VitalRow[];
  /** p75 of `metric` over the site per day and language (null on a day without samples). */
  vitalByDay: Map<string, (number | null)[]>;
  targets: TargetRow[];
  referrers: { host: string; views: number }[];
}

const DAY_MS = 86_400_000;

export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let t = Date.parse(period.from); t <= Date.parse(period.to); t += DAY_MS)
    days.push(dayOf(new Date(t)));
  return days;
}

/** The period of the same length just before `period`. */
export function periodBefore(period: Period): Period {
  const length = Date.parse(period.to) - Date.parse(period.from) + DAY_MS;
  return {
    from: dayOf(new Date(Date.parse(period.from) - length)),
    to: dayOf(new Date(Date.parse(period.from) - DAY_MS)),
  };
}

const key = (...parts: string[]) => parts.join('\n');

type Buckets = Map<string, Map<number, number>>;

async function buckets(db: Sql, period: Period, by: 'page' | 'day'): Promise<Buckets> {
  const group = by === 'page' ? 'path' : 'day';
  const rows = await db.query<{
    g: string;
    language: string;
    metric: Metric;
    bucket: number;
    n: string | number;
  }>(
    `SELECT ${group} AS g, language, metric, bucket, sum(samples) AS n FROM site_vitals
      WHERE day >= $1 AND day <= $2 GROUP BY ${group}, language, metric, bucket`,
    [period.from, period.to],
  );
  const out: Buckets = new Map();
  for (const r of rows) {
    const k = key(r.g, r.language, r.metric);
    const counts = out.get(k) ?? new Map<number, number>();
    counts.set(Number(r.bucket), Number(r.n));
    out.set(k, counts);
  }
  return out;
}

async function pagesOf(db: Sql, period: Period, languages: readonly string[]): Promise<PageRow[]> {
  const views = await db.query<{ path: string; language: string; n: string | number }>(
    `SELECT path, language, sum(views) AS n FROM site_views
      WHERE day >= $1 AND day <= $2 GROUP BY path, language`,
    [period.from, period.to],
  );
  const leads = await db.query<{ page: string; n: string | number }>(
    `SELECT page, count(*) AS n FROM leads
      WHERE page IS NOT NULL AND received_at >= $1 AND received_at < $2 GROUP BY page`,
    [`${period.from}T00:00:00Z`, new Date(Date.parse(period.to) + DAY_MS).toISOString()],
  );
  const rows = new Map<string, PageRow>();
  const row = (path: string, language: string) => {
    const k = key(path, language);
    const found = rows.get(k) ?? { path, language, views: 0, leads: 0 };
    rows.set(k, found);
    return found;
  };
  for (const v of views) row(v.path, v.language).views += Number(v.n);
  for (const l of leads) row(l.page, languageOf(l.page, languages)).leads += Number(l.n);
  return [...rows.values()].sort((a, b) => b.views - a.views || b.leads - a.leads);
}

function vitalsOf(now: Buckets, before: Buckets): VitalRow[] {
  return [...now.entries()]
    .map(([k, counts]) => {
      const [path, language, metric] = k.split('\n') as [string, string, Metric];
      const previous = before.get(k);
      return {
        path,
        language,
        metric,
        p75: p75(metric, counts),
        before: previous ? p75(metric, previous) : null,
        samples: [...counts.values()].reduce((a, b) => a + b, 0),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path) || a.language.localeCompare(b.language));
}

export async function siteReport(
  db: Sql,
  period: Period,
  languages: readonly string[],
  metric: Metric = 'LCP',
): Promise<SiteReport> {
  const days = daysOf(period);
  const byDay = await db.query<{ day: string; language: string; n: string | number }>(
    `SELECT day, language, sum(views) AS n FROM site_views
      WHERE day >= $1 AND day <= $2 GROUP BY day, language`,
    [period.from, period.to],
  );
  const viewsByDay = new Map(languages.map((l) => [l, days.map(() => 0)]));
  for (const r of byDay) {
    const series = viewsByDay.get(r.language);
    const at = days.indexOf(r.day);
    if (series && at >= 0) series[at] = Number(r.n);
  }
  const daily = await buckets(db, period, 'day');
  const vitalByDay = new Map(
    languages.map((l) => [
      l,
      days.map((d) => {
        const counts = daily.get(key(d, l, metric));
        return counts ? p75(metric, counts) : null;
      }),
    ]),
  );
  const targets = await db.query<TargetRow>(
    `SELECT path, language, metric, target, sum(samples)::integer AS samples, sum(poor)::integer AS poor
       FROM site_vital_targets WHERE day >= $1 AND day <= $2
      GROUP BY path, language, metric, target ORDER BY poor DESC, samples DESC LIMIT 20`,
    [period.from, period.to],
  );
  const referrers = await db.query<{ host: string; views: number }>(
    `SELECT host, sum(views)::integer AS views FROM site_referrers WHERE day >= $1 AND day <= $2
      GROUP BY host ORDER BY views DESC LIMIT 10`,
    [period.from, period.to],
  );
  return {
    period,
    days,
    languages: [...languages],
    viewsByDay,
    pages: await pagesOf(db, period, languages),
    vitals: vitalsOf(
      await buckets(db, period, 'page'),
      await buckets(db, periodBefore(period), 'page'),
    ),
    vitalByDay,
    targets: targets.map((t) => ({ ...t, samples: Number(t.samples), poor: Number(t.poor) })),
    referrers: referrers.map((r) => ({ host: r.host, views: Number(r.views) })),
  };
}

export { METRICS };
