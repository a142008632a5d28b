import type { FormField } from '../../src/generated/schema-types';
import type { TimeWindow } from '../../src/forms/timeWindows';
import { parseWindows } from '../../src/forms/windowsAnswer';
import { calendarOf } from './ics';

/** A lead's preferred times, as its form declares them (a field of kind "timeWindows"). */
export interface Booking {
  /** The field's name in the lead's answers. */
  field: string;
  zone: string;
  windows: TimeWindow[];
  /** How long each time lasts (the field's "minutes"). */
  minutes: number;
}

const DEFAULT_MINUTES = 60;

/**
 * The preferred times of a stored lead (checked when it arrived; read again without the "not in
 * the past" rule, since they may have passed), or null when its form asks for none or it gave none.
 */
export function bookingOf(
  fields: readonly FormField[] | undefined,
  answers: Readonly<Record<string, string>>,
): Booking | null {
  const field = fields?.find((f) => f.kind === 'timeWindows');
  const text = field && answers[field.name];
  if (!field || !text) return null;
  const parsed = parseWindows(text, null);
  if (!('windows' in parsed)) return null;
  return { field: field.name, ...parsed.windows, minutes: field.minutes ?? DEFAULT_MINUTES };
}

/** `2026-12-01 10:00 Africa/Casablanca (09:00 UTC, 1 Dec)`: one time for people to read. */
export function windowLine(w: TimeWindow, zone: string): string {
  const utc = new Date(w.utc).toISOString();
  return `${w.local.replace('T', ' ')} ${zone} = ${utc.slice(0, 10)} ${utc.slice(11, 16)} UTC`;
}

/** The calendar file of a lead's preferred times: one event per time, named after the lead. */
export function bookingCalendar(
  lead: { id: number; form: string; fields: Readonly<Record<string, string>> },
  booking: Booking,
  host: string,
  stamp = new Date(),
): string {
  const who = [lead.fields.name, lead.fields.company].filter(Boolean).join(', ');
  const how = lead.fields.meetingType ? ` (${lead.fields.meetingType})` : '';
  const summary = `Consultation${how}${who ? ` with ${who}` : ''}`;
  const events = booking.windows.map((w, i) => {
    const start = new Date(w.utc);
    return {
      uid: `lead-${lead.id}-${i + 1}@${host}`,
      start,
      end: new Date(start.getTime() + booking.minutes * 60_000),
      summary: `${summary} · option ${i + 1} of ${booking.windows.length}`,
      description: `Lead #${lead.id} (${lead.form}). The visitor's time: ${windowLine(w, booking.zone)}.`,
    };
  });
  return calendarOf(events, stamp);
}
