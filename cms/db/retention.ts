import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from './sql';

/**
 * How long leads are kept is what the privacy policy tells visitors, read from the policy's own
 * English words so the two can never disagree. Leads and résumés are "communication records"
 * there; give applications a period of their own in the policy and map it here.
 */
const POLICY = 'locales/en/privacy-policy.json';
const PERIOD_OF_LEADS = ['retention', 'communication', 'period'];

export interface Period {
  count: number;
  unit: 'year' | 'month' | 'week' | 'day';
  /** The policy's sentence it was read from. */
  text: string;
}

/** "3 years from the last contact" → 3 years; throws when the sentence names no period. */
export function parsePeriod(text: string): Period {
  const m = /(\d+)\s*(year|month|week|day)s?\b/iu.exec(text);
  if (!m) throw new Error(`${POLICY}: no period (such as "3 years") in "${text}"`);
  return { count: Number(m[1]), unit: m[2]!.toLowerCase() as Period['unit'], text };
}

export function leadRetention(root = process.cwd()): Period {
  let node: unknown = JSON.parse(fs.readFileSync(path.join(root, POLICY), 'utf8'));
  for (const key of PERIOD_OF_LEADS) node = (node as Record<string, unknown> | undefined)?.[key];
  if (typeof node !== 'string') throw new Error(`${POLICY}: ${PERIOD_OF_LEADS.join('.')} missing`);
  return parsePeriod(node);
}

/** The moment before which a lead is past its period, counted back in calendar units (UTC). */
export function cutoff(period: Period, now: Date): Date {
  const d = new Date(now);
  if (period.unit === 'year') d.setUTCFullYear(d.getUTCFullYear() - period.count);
  else if (period.unit === 'month') d.setUTCMonth(d.getUTCMonth() - period.count);
  else d.setUTCDate(d.getUTCDate() - period.count * (period.unit === 'week' ? 7 : 1));
  return d;
}

/** Deletes leads (their résumés with them) received before the policy's period; how many. */
export async function deleteExpired(db: Sql, now = new Date(), period = leadRetention()) {
  const rows = await db.query('DELETE FROM leads WHERE received_at < $1 RETURNING id', [
    cutoff(period, now),
  ]);
  return rows.length;
}
