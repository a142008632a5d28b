import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFields } from '../../cms/leads/check';
import { loadFormRules } from '../../cms/leads/forms';
import { FURTHEST_DAYS, MOST_WINDOWS, WINDOWS_MAX_LENGTH } from '../../src/forms/timeWindows';
import { encodeWindows, parseWindows } from '../../src/forms/windowsAnswer';
import { clockOf, wallClock } from '../wall-clock';

const NOW = Date.UTC(2026, 10, 28, 21, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A window `ms` after NOW, on the clock of `zone`, as the browser would write it. */
function windowAt(ms: number, zone: string) {
  const instant = new Date(NOW + ms);
  return { local: wallClock(clockOf(zone)!, instant), utc: instant.toISOString() };
}
const answer = (zone: string, windows: unknown[]) => JSON.stringify({ zone, windows });
const problem = (text: string, now: number | null = NOW) => {
  const read = parseWindows(text, now);
  return 'problem' in read ? read.problem : null;
};

describe('preferred times (src/forms/timeWindows.ts)', () => {
  it('reads one to three future windows in a known zone, and tells the same instant in UTC', () => {
    for (const zone of [
      'Africa/Casablanca',
      'Europe/Paris',
      'America/Argentina/Buenos_Aires',
      'UTC',
    ])
      for (let n = 1; n <= MOST_WINDOWS; n++) {
        const windows = Array.from({ length: n }, (_, i) => windowAt((i + 1) * DAY, zone));
        expect(parseWindows(answer(zone, windows), NOW)).toEqual({ windows: { zone, windows } });
      }
  });

  it('refuses a fourth window, a window twice, past and far-off windows, and unknown zones', () => {
    const zone = 'Europe/Paris';
    const four = [1, 2, 3, 4].map((d) => windowAt(d * DAY, zone));
    expect(problem(answer(zone, four))).toBe('too many windows');
    expect(problem(answer(zone, []))).toBe('no window');
    const one = windowAt(DAY, zone);
    expect(problem(answer(zone, [one, one]))).toBe('the same window twice');
    expect(problem(answer(zone, [windowAt(-HOUR, zone)]))).toBe('a window is in the past');
    expect(problem(answer(zone, [windowAt((FURTHEST_DAYS + 1) * DAY, zone)]))).toBe(
      'a window is too far ahead',
    );
    // Read back later from storage (now null), a past window is still read.
    expect(problem(answer(zone, [windowAt(-HOUR, zone)]), null)).toBeNull();
    for (const bad of [
      'Europe/<b>',
      '../../etc/passwd',
      'Europe/Paris\nBcc: x',
      '',
      'a'.repeat(80),
    ])
      expect(problem(answer(bad, [one]))).toBe('unknown time zone');
  });

  it('refuses impossible dates and a UTC time no time zone away, and keeps the browser’s reckoning', () => {
    const zone = 'Europe/Paris';
    const good = windowAt(DAY, zone);
    const refused = (w: unknown) => expect(problem(answer(zone, [w]))).not.toBeNull();
    const at = (ms: number) => new Date(Date.parse(good.utc) + ms).toISOString();
    refused({ ...good, local: '2027-02-31T10:00' });
    refused({ ...good, local: '2027-01-01T25:00' });
    refused({ ...good, utc: at(16 * HOUR) });
    refused({ ...good, utc: at(7 * 60_000) });
    refused({ ...good, utc: good.utc.replace('Z', '+01:00') });
    refused({ ...good, extra: 1 });
    refused({ local: good.local });
    refused(`${good.local}`);
    // Browsers' time-zone rules may differ from the server's (Chromium puts Casablanca at UTC+0
    // where Node says UTC+1): a browser's whole-hour or quarter-hour reckoning stands.
    for (const ms of [HOUR, -HOUR, 45 * 60_000])
      expect(problem(answer(zone, [{ ...good, utc: at(ms) }]))).toBeNull();
  });

  it('never throws on hostile text, and accepts only what it can give back unchanged (property)', () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 700 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.json({ maxDepth: 4 }),
      fc
        .record({
          zone: fc.oneof(fc.constantFrom('Africa/Casablanca', 'UTC', 'Etc/GMT+1'), fc.string()),
          windows: fc.array(
            fc.record({
              local: fc.oneof(fc.string(), fc.constant('2026-12-01T10:00')),
              utc: fc.oneof(fc.string(), fc.constant('2026-12-01T09:00:00.000Z')),
            }),
            { maxLength: 6 },
          ),
        })
        .map((v) => JSON.stringify(v)),
      fc.constantFrom(
        '{"__proto__":{"zone":"UTC"}}',
        'null',
        '[]',
        '"x"',
        '{"zone":"UTC","windows":"a"}',
      ),
      fc.integer({ min: 1, max: 3 }).map((n) => 'x'.repeat(n * WINDOWS_MAX_LENGTH)),
    );
    fc.assert(
      fc.property(hostile, (text) => {
        const read = parseWindows(text, NOW);
        if ('windows' in read) {
          expect(read.windows.windows.length).toBeLessThanOrEqual(MOST_WINDOWS);
          expect(parseWindows(JSON.stringify(read.windows), NOW)).toEqual(read);
          expect(JSON.stringify(read.windows)).not.toMatch(/[\r\n\u2028\u2029]/u);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the browser writes what the server accepts: rows on the visitor clock, incomplete rows refused', () => {
    // The test runs in one zone (process.env.TZ); `new Date` of a local date-time reads it there.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const soon = windowAt(2 * DAY, zone).local;
    const [date = '', time = ''] = soon.split('T');
    const text = encodeWindows([{ date, time }], zone);
    expect(parseWindows(text, NOW)).toEqual({
      windows: { zone, windows: [{ local: soon, utc: new Date(soon).toISOString() }] },
    });
    expect(encodeWindows([{ date: '', time: '' }], zone)).toBe('');
    expect(problem(encodeWindows([{ date, time: '' }], zone))).toBe(
      'a date or start time is missing',
    );
  });
});

describe('the leads endpoint checks the consultation’s booking fields (cms/leads/check.ts)', () => {
  const fields = loadFormRules().get('consultation')!;
  const base = {
    name: 'Amina',
    email: 'amina@example.ma',
    meetingType: 'video-call',
    projectType: 'crm-system',
    goals: 'A CRM',
    preferredLanguage: 'french',
  };

  it('takes the spec’s three meeting types only, and refuses a booking without one', () => {
    for (const meetingType of ['video-call', 'phone-call', 'in-person-meeting'])
      expect(checkFields(fields, { ...base, meetingType }, NOW)).toBeNull();
    expect(checkFields(fields, { ...base, meetingType: 'carrier-pigeon' }, NOW)).toMatch(/options/);
    expect(checkFields(fields, { ...base, meetingType: '' }, NOW)).toMatch(/required/);
  });

  it('refuses hostile preferred times with a reason and never throws (property)', () => {
    const zone = 'Africa/Casablanca';
    const valid = answer(zone, [windowAt(DAY, zone)]);
    expect(checkFields(fields, { ...base, preferredTimes: valid }, NOW)).toBeNull();
    expect(checkFields(fields, { ...base, preferredTimes: `${valid}\n` }, NOW)).toMatch(/one line/);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 1000 }),
          fc.constantFrom(
            valid.replace('"windows"', '"windows\\n"'),
            `${valid}\u2028`,
            valid.replace(zone, 'Bcc: x'),
          ),
          fc.integer({ min: 4, max: 12 }).map((n) =>
            answer(
              zone,
              Array.from({ length: n }, (_, i) => windowAt((i + 1) * DAY, zone)),
            ),
          ),
        ),
        (preferredTimes) => {
          const refusal = checkFields(fields, { ...base, preferredTimes }, NOW);
          if (preferredTimes.trim()) expect(refusal).toMatch(/^preferredTimes: /);
        },
      ),
      { numRuns: 300 },
    );
  });
});
