/**
 * The site's analytics in the service's database, aggregated as they arrive: views per day, page,
 * language and device; referrer hosts per day; vitals as bucket counts per day, page, language
 * and metric; and the elements that set them. No row holds an event, an address or a time finer
 * than a day. Caps bound each day's rows, so a flood of made-up beacons cannot fill the disk:
 * MAX_PATHS pages (the site has about 300 addresses; more go to OTHER), MAX_REFERRERS hosts,
 * MAX_VITAL_ROWS bucket rows (more go to OTHER's rows), MAX_TARGETS elements per page and
 * measure and MAX_TARGET_ROWS in all. The worst a day can hold is about 20,000 rows (some 1.5 MB).
 */
import type { Sql } from '../db/sql.ts';
import { bucketOf, isPoor } from './histogram.ts';
import type { SiteEvent } from './beacon.ts';

export const MAX_PATHS = 600;
export const MAX_REFERRERS = 200;
export const MAX_VITAL_ROWS = 10_000;
export const MAX_TARGETS = 20;
export const MAX_TARGET_ROWS = 2_000;

/** A day's caps (the tests make them small). */
export const CAPS = {
  paths: MAX_PATHS,
  referrers: MAX_REFERRERS,
  vitalRows: MAX_VITAL_ROWS,
  targets: MAX_TARGETS,
  targetRows: MAX_TARGET_ROWS,
};
/** Where views and vitals of pages past the day's caps are counted. */
export const OTHER = '(other)';

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

const key = (...parts: (string | number)[]) => parts.join('\n');

/** What the caps have let in today, read once a day and kept between beacons. */
class DayCaps {
  private day = '';
  private paths = new Set<string>();
  private referrers = new Set<string>();
  private vitals = new Set<string>();
  private targets = new Set<string>();
  private targetsPer = new Map<string, number>();

  constructor(
    private readonly db: Sql,
    private readonly caps: typeof CAPS,
  ) {}

  private async keys(sql: string, day: string): Promise<string[]> {
    return (await this.db.query<{ k: string }>(sql, [day])).map((r) => r.k);
  }

  private async load(day: string) {
    if (this.day === day) return;
    this.paths = new Set(
      await this.keys(
        'SELECT path AS k FROM site_views WHERE day = $1 UNION SELECT path FROM site_vitals WHERE day = $1',
        day,
      ),
    );
    this.referrers = new Set(
      await this.keys('SELECT host AS k FROM site_referrers WHERE day = $1', day),
    );
    this.vitals = new Set(
      await this.keys(
        "SELECT concat_ws(E'\\n', path, language, metric, bucket) AS k FROM site_vitals WHERE day = $1",
        day,
      ),
    );
    this.targets = new Set(
      await this.keys(
        "SELECT concat_ws(E'\\n', path, language, metric, target) AS k FROM site_vital_targets WHERE day = $1",
        day,
      ),
    );
    this.targetsPer = new Map();
    for (const k of this.targets) {
      const per = k.split('\n').slice(0, 3).join('\n');
      this.targetsPer.set(per, (this.targetsPer.get(per) ?? 0) + 1);
    }
    this.day = day;
  }

  async path(day: string, path: string): Promise<string> {
    await this.load(day);
    if (this.paths.has(path)) return path;
    if (this.paths.size >= this.caps.paths) return OTHER;
    this.paths.add(path);
    return path;
  }

  async referrer(day: string, host: string): Promise<boolean> {
    await this.load(day);
    if (this.referrers.has(host)) return true;
    if (this.referrers.size >= this.caps.referrers) return false;
    this.referrers.add(host);
    return true;
  }

  /** The page a vital's bucket is counted under: its own, or OTHER once the day is full. */
  async vitalPath(day: string, path: string, rest: string): Promise<string> {
    await this.load(day);
    const own = key(path, rest);
    if (this.vitals.has(own)) return path;
    if (this.vitals.size >= this.caps.vitalRows) return OTHER;
    this.vitals.add(own);
    return path;
  }

  async target(day: string, per: string, target: string): Promise<boolean> {
    await this.load(day);
    const k = key(per, target);
    if (this.targets.has(k)) return true;
    const count = this.targetsPer.get(per) ?? 0;
    if (count >= this.caps.targets || this.targets.size >= this.caps.targetRows) return false;
    this.targets.add(k);
    this.targetsPer.set(per, count + 1);
    return true;
  }
}

type Statement = [sql: string, params: unknown[]];

/**
 * The statement that counts into `table`: a new row of `keys` with `added`'s columns, or those
 * columns of the row already there summed (`added` maps a column to the SQL value it adds).
 */
function counting(table: string, keys: readonly string[], added: Record<string, string>): string {
  const columns = Object.keys(added);
  const values = [...keys.map((_, i) => `$${i + 1}`), ...Object.values(added)];
  const sums = columns.map((column) => `${column} = ${table}.${column} + ${added[column]}`);
  return `INSERT INTO ${table} (${[...keys, ...columns].join(', ')}) VALUES (${values.join(', ')})
  ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${sums.join(', ')}`;
}

const VIEW = counting('site_views', ['day', 'path', 'language', 'device'], { views: '1' });
const REFERRER = counting('site_referrers', ['day', 'host'], { views: '1' });
const VITAL_KEYS = ['day', 'path', 'language', 'metric'];
const VITAL = counting('site_vitals', [...VITAL_KEYS, 'bucket'], { samples: '1' });
const TARGET = counting('site_vital_targets', [...VITAL_KEYS, 'target'], {
  samples: '1',
  poor: '$6',
});

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
  const bucket = bucketOf(metric, value);
  const row = await caps.vitalPath(day, path, key(language, metric, bucket));
  const poor = isPoor(metric, value) ? 1 : 0;
  const kept = target !== null && (await caps.target(day, key(row, language, metric), target));
  const vital: Statement = [VITAL, [day, row, language, metric, bucket]];
  return kept ? [vital, [TARGET, [day, row, language, metric, target, poor]]] : [vital];
}

/** Adds a beacon's events to the day's counts, all or none. */
export function analyticsStore(db: Sql, limits: typeof CAPS = CAPS) {
  const caps = new DayCaps(db, limits);
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
