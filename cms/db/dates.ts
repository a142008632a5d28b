/**
 * The inbox's period, from its address's `from` and `to` days (`YYYY-MM-DD`, UTC, both
 * inclusive). Anything that is not a day of the calendar (2026-02-30, 0000-01-01, 10000-01-01,
 * words) is no bound rather than an error, and so is a bound past every possible lead
 * (`to=9999-12-31`), whose next day PostgreSQL could not read.
 */
export interface DateRange {
  /** Received at or after. */
  from: Date | undefined;
  /** Received before (the start of the day after `to`). */
  to: Date | undefined;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/u;

/** The start of a calendar day (UTC), or undefined when the text names none. */
export function dayStart(text: string | null | undefined): Date | undefined {
  const m = typeof text === 'string' ? DAY.exec(text) : null;
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  const real =
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return real ? date : undefined;
}

/** The last moment the database can hold a lead's date in the form it is sent: 9999-12-31. */
export const LAST = new Date('9999-12-31T23:59:59.999Z');
export const FIRST = new Date('0001-01-01T00:00:00.000Z');

export function parseDateRange(
  from: string | null | undefined,
  to: string | null | undefined,
): DateRange {
  const end = dayStart(to);
  if (end) end.setUTCDate(end.getUTCDate() + 1);
  return { from: dayStart(from), to: end && end <= LAST ? end : undefined };
}

/**
 * A bound as the database reads it: an ISO text within years 1-9999 (a later `Date` is written
 * "+010000-…", which PostgreSQL refuses), or null for none. Bounds beyond are clamped, which
 * selects the same leads.
 */
export function boundOf(date: Date | undefined): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  return (date < FIRST ? FIRST : date > LAST ? LAST : date).toISOString();
}
