import fs from 'node:fs';
import path from 'node:path';
import type { RetentionPeriod, Site } from '../../src/generated/schema-types';
import type { Sql } from './sql';

/**
 * How long leads are kept is a typed setting of site.json (`retention.leads`, a value and a unit
 * with a floor the schema and so the lint enforce); the privacy policy shows it from there
 * ({{leadRetention}}). A change of the policy's words changes nothing here, and a change here is
 * a change of the site's settings, described to the publisher in words (`retentionChange`).
 */
const SITE = 'site.json';

export interface Period {
  count: number;
  unit: RetentionPeriod['unit'];
}

const periodOf = (value: unknown): Period | null => {
  const p = value as Partial<RetentionPeriod> | null | undefined;
  return p &&
    typeof p === 'object' &&
    Number.isInteger(p.value) &&
    (p.value ?? 0) >= 1 &&
    ['day', 'week', 'month', 'year'].includes(p.unit as string)
    ? { count: p.value!, unit: p.unit! }
    : null;
};

/** The period of site.json's `retention.leads`; throws, in words, when it is missing or unreadable. */
export function leadRetention(root = process.cwd()): Period {
  const site = JSON.parse(fs.readFileSync(path.join(root, SITE), 'utf8')) as Partial<Site>;
  const period = periodOf(site.retention?.leads);
  if (!period)
    throw new Error(
      `${SITE} sets no "retention": { "leads": { "value": …, "unit": … } }: no lead is deleted until it does`,
    );
  return period;
}

/**
 * The period of site.json's `retention.analytics` (the site's analytics counts), or null when it
 * sets none: then no count is deleted, as with leads.
 */
export function analyticsRetention(root = process.cwd()): Period | null {
  const site = JSON.parse(fs.readFileSync(path.join(root, SITE), 'utf8')) as Partial<Site>;
  return periodOf(site.retention?.analytics);
}

/** The moment before which a lead is past its period, counted back in calendar units (UTC). */
export function cutoff(period: Period, now: Date): Date {
  const d = new Date(now);
  if (period.unit === 'year') d.setUTCFullYear(d.getUTCFullYear() - period.count);
  else if (period.unit === 'month') d.setUTCMonth(d.getUTCMonth() - period.count);
  else d.setUTCDate(d.getUTCDate() - period.count * (period.unit === 'week' ? 7 : 1));
  return d;
}

/** Deletes leads (their résumés with them) received before site.json's period; how many. */
export async function deleteExpired(db: Sql, now = new Date(), period = leadRetention()) {
  const rows = await db.query('DELETE FROM leads WHERE received_at < $1 RETURNING id', [
    cutoff(period, now),
  ]);
  return rows.length;
}

const DAYS = { day: 1, week: 7, month: 30.44, year: 365.25 } as const;

/** "3 years", "1 month", "30 days": a period in words for the publisher (English, as the service). */
export const periodWords = (p: Period): string =>
  `${p.count.toLocaleString('en')} ${p.unit}${p.count === 1 ? '' : 's'}`;

/** What each period keeps, in the words of the sentences below. */
const KEPT = {
  leads: ['Leads', 'lead'],
  analytics: ['The site’s analytics counts', 'day of counts'],
} as const;

function periodChange(kind: keyof typeof KEPT, before: unknown, after: unknown): string | null {
  const of = (site: unknown) =>
    periodOf((site as Partial<Site> | null | undefined)?.retention?.[kind]);
  const [was, now] = [of(before), of(after)];
  const [what, one] = KEPT[kind];
  if (!was && !now) return null;
  if (was && now && was.count === now.count && was.unit === now.unit) return null;
  if (!now)
    return `${what} no longer have a retention period (they were kept ${periodWords(was!)}): none will be deleted.`;
  if (!was) return `${what} are now kept ${periodWords(now)}; older ones will be deleted.`;
  const shorter = now.count * DAYS[now.unit] < was.count * DAYS[was.unit];
  return `${what} are now kept ${periodWords(now)} instead of ${periodWords(was)}${
    shorter ? `: every ${one} older than ${periodWords(now)} will be deleted for good.` : '.'
  }`;
}

/**
 * What a change of site.json (`before` → `after`, each parsed, or anything) does to how long
 * leads and analytics are kept, in sentences for the publisher before they publish it, or null
 * when it does nothing. A shorter period is said first and plainly: at the service's next start,
 * everything older than the new period is deleted for good.
 */
export function retentionChange(before: unknown, after: unknown): string | null {
  const said = (['leads', 'analytics'] as const)
    .map((kind) => periodChange(kind, before, after))
    .filter((s): s is string => s !== null);
  return said.length ? said.join(' ') : null;
}
