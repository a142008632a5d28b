/**
 * A calendar file (RFC 5545) of a lead's preferred times, attached to the team's notice so that
 * each can be added to a calendar in one step. Written here rather than with a library: none is
 * installed, and the part needed (one VEVENT per time, UTC times, text escaping, line folding) is
 * small and fully tested (tests/cms/ics.test.ts).
 */

export interface CalendarEvent {
  /** Unique and stable for this event: the same lead's notice sent twice updates, not doubles. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string | undefined;
}

const CRLF = '\r\n';
/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
const MOST_OCTETS = 75;

/** `20261201T090000Z`: a date-time in UTC (§3.3.5, form 2). */
export const utcStamp = (d: Date): string =>
  d
    .toISOString()
    .replace(/\.\d{3}Z$/u, 'Z')
    .replace(/[-:]/gu, '');

/**
 * A TEXT value (§3.3.11): backslash, semicolon and comma escaped, every kind of line break as
 * `\n`, and the other control characters, which the format forbids, dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/[\\;,]/gu, (c) => `\\${c}`)
      .replace(/\r\n|[\r\n\u0085\u2028\u2029]/gu, '\\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/gu, '')
  );
}

/**
 * One content line, folded (§3.1): no line longer than 75 octets, each continuation starting
 * with a space, and never a UTF-8 character cut in two.
 */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // A continuation line's leading space counts towards its 75 octets.
    const room = out.length === 0 ? MOST_OCTETS : MOST_OCTETS - 1;
    if (octets + size > room) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** The calendar: one VEVENT per event, every line folded and ended with CRLF. */
export function calendarOf(events: readonly CalendarEvent[], stamp: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atlas Digital//Leads//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(e.uid)}`,
      `DTSTAMP:${utcStamp(stamp)}`,
      `DTSTART:${utcStamp(e.start)}`,
      `DTEND:${utcStamp(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
    );
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join(CRLF) + CRLF;
}
