/**
 * The site's analytics in the service's database, aggregated as they arrive: views per day, page,
 * language and device; referrer hosts per day; vitals as bucket counts per day, page, language
 * and metric; and the elements that set them. No row holds an event, an address or a time finer
 * than a day. Caps bound each day's rows, so a flood of made-up beacons cannot fill the disk: at
 * most MAX_PATHS pages a day (the site has about 250; more go to OTHER), MAX_REFERRERS hosts and
 * MAX_TARGETS elements per page and metric.
 */
import type { Sql } from '../db/sql.ts';
import { bucketOf, isPoor } from './histogram.ts';
import type { SiteEvent } from './beacon.ts';

export const MAX_PATHS = 600;
export const MAX_REFERRERS = 200;
export const MAX_TARGETS = 20;
/** Where views and vitals of pages past the day's cap are counted. */
export const OTHER = '(other)';

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** What the caps have let in today, remembered between beacons of the same day. */
class DayCaps {
  private day = '';
  private paths = new Set<string>();
  private referrers = new Set<string>();
  private targets = new Map<string, Set<string>>();

  constructor(private readonly db: Sql) {}

  private async load(day: string) {
    if (this.day === day) return;
    const rows = async (sql: string) =>
      (await this.db.query<{ key: string }>(sql, [day])).map((r) => r.key);
    this.paths = new Set(
      await rows(
        'SELECT path AS key FROM site_views WHERE day = $1 UNION SELECT path FROM site_vitals WHERE day = $1',
      ),
    );
    this.referrers = new Set(await rows('SELECT host AS key FROM site_referrers WHERE day = $1'));
    this.targets = new Map();
    this.day = day;
  }

  async path(day: string, path: string): Promise<string> {
    await this.load(day);
    if (this.paths.has(path)) return path;
    if (this.paths.size >= MAX_PATHS) return OTHER;
    this.paths.add(path);
    return path;
  }

  async referrer(day: string, host: string): Promise<boolean> {
    await this.load(day);
    if (this.referrers.has(host)) return true;
    if (this.referrers.size >= MAX_REFERRERS) return false;
    this.referrers.add(host);
    return true;
  }

  async target(day: string, key: string, target: string): Promise<boolean> {
    await this.load(day);
    let seen = this.targets.get(key);
    if (!seen) {
      const [path, language, metric] = key.split('\n');
      seen = new Set(
        (
          await this.db.query<{ target: string }>(
            'SELECT target FROM site_vital_targets WHERE day = $1 AND path = $2 AND language = $3 AND metric = $4',
            [day, path, language, metric],
          )
        ).map((r) => r.target),
      );
      this.targets.set(key, seen);
    }
    if (seen.has(target)) return true;
    if (seen.size >= MAX_TARGETS) return false;
    seen.add(target);
    return true;
  }
}

type Statement = [sql: string, params: unknown[]];

const VIEW = `INSERT INTO site_views (day, path, language, device, views) VALUES ($1, $2, $3, $4, 1)
  ON CONFLICT (day, path, language, device) DO UPDATE SET views = site_views.views + 1`;
const REFERRER = `INSERT INTO site_referrers (day, host, views) VALUES ($1, $2, 1)
  ON CONFLICT (day, host) DO UPDATE SET views = site_referrers.views + 1`;
const VITAL = `INSERT INTO site_vitals (day, path, language, metric, bucket, samples)
  VALUES ($1, $2, $3, $4, $5, 1) ON CONFLICT (day, path, language, metric, bucket)
  DO UPDATE SET samples = site_vitals.samples + 1`;
const TARGET = `INSERT INTO site_vital_targets (day, path, language, metric, target, samples, poor)
  VALUES ($1, $2, $3, $4, $5, 1, $6) ON CONFLICT (day, path, language, metric, target)
  DO UPDATE SET samples = site_vital_targets.samples + 1, poor = site_vital_targets.poor + $6`;

/** The statements that count one event, after the day's caps (read before the transaction). */
async function statementsOf(caps: DayCaps, day: string, event: SiteEvent): Promise<Statement[]> {
  const path = await caps.path(day, event.path);
  const { language } = event;
  if (event.kind === 'view') {
    const { device, referrer } = event;
    const counted = referrer !== null && (await caps.referrer(day, referrer));
    return [
      [VIEW, [day, path, language, device]],
      ...(counted ? [[REFERRER, [day, referrer]] satisfies Statement] : []),
    ];
  }
  const { metric, value, target } = event;
  const kept =
    target !== null && (await caps.target(day, `${path}\n${language}\n${metric}`, target));
  return [
    [VITAL, [day, path, language, metric, bucketOf(metric, value)]],
    ...(kept
      ? [
          [
            TARGET,
            [day, path, language, metric, target, isPoor(metric, value) ? 1 : 0],
          ] satisfies Statement,
        ]
      : []),
  ];
}

/** Adds a beacon's events to the day's counts, all or none. */
export function analyticsStore(db: Sql) {
  const caps = new DayCaps(db);
  return async (events: readonly SiteEvent[], at = new Date()): Promise<void> => {
    const day = dayOf(at);
    const statements: Statement[] = [];
    for (const event of events) statements.push(...(await statementsOf(caps, day, event)));
    await db.transaction(async (tx) => {
      for (const [sql, params] of statements) await tx.query(sql, params);
    });
  };
}

/** Deletes every day of analytics before `cutoff`; how many rows went. */
export async function deleteExpiredAnalytics(db: Sql, cutoff: Date): Promise<number> {
  const day = dayOf(cutoff);
  let gone = 0;
  for (const table of ['site_views', 'site_referrers', 'site_vitals', 'site_vital_targets'])
    gone += (await db.query(`DELETE FROM ${table} WHERE day < $1 RETURNING day`, [day])).length;
  return gone;
}
