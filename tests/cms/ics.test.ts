import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingCalendar } from '../../cms/leads/booking';
import { calendarOf, escapeText, fold, utcStamp } from '../../cms/leads/ics';

/** RFC 5545 §3.1: a line starting with a space or tab continues the one before. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/gu, '');
/** The inverse of §3.3.11's escaping. */
const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/gu, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

describe('the calendar file of a lead (cms/leads/ics.ts)', () => {
  const stamp = new Date('2026-11-28T21:00:00.000Z');

  it('has one VEVENT per time, with UID, DTSTAMP, DTSTART, DTEND in UTC and the SUMMARY', () => {
    const ics = bookingCalendar(
      {
        id: 12,
        form: 'consultation',
        fields: { name: 'Amina; Alaoui, أمينة', meetingType: 'video-call' },
      },
      {
        field: 'preferredTimes',
        zone: 'Africa/Casablanca',
        minutes: 90,
        windows: [
          { local: '2026-12-01T10:00', utc: '2026-12-01T09:00:00.000Z' },
          { local: '2026-12-02T15:30', utc: '2026-12-02T14:30:00.000Z' },
        ],
      },
      'atlasdigital.ma',
      stamp,
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/gu, '')).not.toMatch(/[\r\n]/u);
    const lines = unfold(ics).split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:lead-12-1@atlasdigital.ma');
    expect(lines).toContain('UID:lead-12-2@atlasdigital.ma');
    expect(lines.filter((l) => l === 'DTSTAMP:20261128T210000Z')).toHaveLength(2);
    expect(lines).toContain('DTSTART:20261201T090000Z');
    expect(lines).toContain('DTEND:20261201T103000Z');
    expect(lines).toContain('DTSTART:20261202T143000Z');
    expect(lines).toContain('DTEND:20261202T160000Z');
    const summary = lines.find((l) => l.startsWith('SUMMARY:'))!;
    expect(summary).toContain('video-call');
    expect(summary).toContain('Amina\\; Alaoui\\, أمينة');
  });

  it('escapes text values and folds lines at 75 octets without cutting a character (property)', () => {
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom(
          'a',
          ' ',
          ';',
          ',',
          '\\',
          '\n',
          '\r',
          '\r\n',
          '\u2028',
          '\u0085',
          'é',
          'أ',
          '😀',
          '\u0000',
          '\t',
        ),
        fc.string({ maxLength: 3 }),
      ),
      maxLength: 300,
    });
    fc.assert(
      fc.property(text, text, (summary, uid) => {
        const ics = calendarOf(
          [{ uid, summary, start: stamp, end: new Date(stamp.getTime() + 3_600_000) }],
          stamp,
        );
        const physical = ics.split('\r\n').slice(0, -1);
        for (const line of physical) {
          expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
          // No lone surrogate half: every character survived the cut whole.
          expect(line).not.toMatch(/\p{Cs}/u);
          // eslint-disable-next-line no-control-regex -- the format forbids these characters
          expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/u);
        }
        const unfolded = unfold(ics).split('\r\n');
        const value = unfolded.find((l) => l.startsWith('SUMMARY:'))!.slice('SUMMARY:'.length);
        const expected = summary
          .replace(/\r\n|[\r\n\u0085\u2028\u2029]/gu, '\n')
          // eslint-disable-next-line no-control-regex -- the ones the writer drops
          .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/gu, '');
        expect(unescape(value)).toBe(expected);
        // No visitor text starts a property of its own.
        expect(unfolded.filter((l) => l.startsWith('BEGIN:'))).toEqual([
          'BEGIN:VCALENDAR',
          'BEGIN:VEVENT',
        ]);
      }),
      { numRuns: 400 },
    );
  });

  it('writes UTC stamps, escapes the four specials, and folds exactly at the limit', () => {
    expect(utcStamp(new Date('2027-03-28T01:30:00.000Z'))).toBe('20270328T013000Z');
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(fold('x'.repeat(75))).toBe('x'.repeat(75));
    expect(fold('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // 'é' is two octets: 37 of them (74 octets) fit, the 38th goes on the next line.
    expect(fold('é'.repeat(38))).toBe(`${'é'.repeat(37)}\r\n é`);
  });
});
