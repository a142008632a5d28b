/**
 * Reading and writing a preferred-times answer (timeWindows.ts says what it is). Apart from the
 * shapes and limits, so that only the picker's code (TimeWindowsInput.tsx) and the leads endpoint
 * carry it: a form without preferred times does not (1 KB of its code).
 */
import {
  FURTHEST_DAYS,
  MOST_WINDOWS,
  WINDOWS_MAX_LENGTH,
  type TimeWindow,
  type TimeWindows,
} from './timeWindows';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/u;
const UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/u;
// IANA names: "Europe/Paris", "America/Argentina/Buenos_Aires", "Etc/GMT+1", "UTC".
const ZONE = /^[A-Za-z][A-Za-z0-9_+-]{0,30}(\/[A-Za-z0-9_+-]{1,30}){0,2}$/u;

/** Why an answer is refused, in a few words (the server's refusal; the page shows one message). */
export type WindowsProblem = string;

/** The widest gap between a wall clock and UTC (UTC−12 to UTC+14), in minutes. */
const WIDEST_OFFSET = 14 * 60;

/** Minutes since 1970 of a wall-clock time read as if it were UTC; NaN for an impossible one. */
function wallMinutes(local: string): number {
  const [, y, mo, d, h, mi] = LOCAL.exec(local)!.map(Number);
  const ms = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  const back = new Date(ms);
  // 31 February or 25:00 does not come back as itself.
  const same =
    back.getUTCMonth() === mo! - 1 && back.getUTCDate() === d! && back.getUTCHours() === h!;
  return same && h! < 24 && mi! < 60 ? ms / 60_000 : Number.NaN;
}

/**
 * One window. The UTC time is the visitor's browser's reckoning of its own clock, and it stands:
 * time-zone rules differ between a browser's copy and the server's (Chromium and Node disagree
 * about Morocco's offset, measured here), so the server does not recompute it. It only checks that
 * the two differ by a real offset: whole quarter hours, within UTC−12 to UTC+14.
 */
function checkWindow(w: unknown, now: number | null): WindowsProblem | null {
  if (!w || typeof w !== 'object' || Array.isArray(w)) return 'a window is not an object';
  const { local, utc, ...rest } = w as Record<string, unknown>;
  if (Object.keys(rest).length) return 'unknown member in a window';
  if (typeof local !== 'string' || !LOCAL.test(local)) return 'a date or start time is missing';
  if (typeof utc !== 'string' || !UTC.test(utc)) return 'a UTC time is malformed';
  const instant = new Date(utc).getTime();
  const offset = wallMinutes(local) - instant / 60_000;
  if (Number.isNaN(instant) || Number.isNaN(offset)) return 'no such date or time';
  if (Math.abs(offset) > WIDEST_OFFSET || offset % 15 !== 0)
    return 'a local time and its UTC time are no time zone apart';
  if (now === null) return null;
  if (instant <= now) return 'a window is in the past';
  if (instant > now + FURTHEST_DAYS * 86_400_000) return 'a window is too far ahead';
  return null;
}

/**
 * The windows of an answer, or why it is refused. Never throws, whatever the text: it comes from
 * anyone who can post to the endpoint. `now` null reads a stored answer, whose windows may since
 * have passed.
 */
export function parseWindows(
  text: string,
  now: number | null = Date.now(),
  most = MOST_WINDOWS,
): { windows: TimeWindows } | { problem: WindowsProblem } {
  if (text.length > WINDOWS_MAX_LENGTH) return { problem: 'too long' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'not JSON' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { problem: 'not an object' };
  const { zone, windows, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length) return { problem: 'unknown member' };
  if (typeof zone !== 'string' || !ZONE.test(zone)) return { problem: 'unknown time zone' };
  if (!Array.isArray(windows) || windows.length < 1) return { problem: 'no window' };
  if (windows.length > Math.min(most, MOST_WINDOWS)) return { problem: 'too many windows' };
  for (const w of windows) {
    const problem = checkWindow(w, now);
    if (problem) return { problem };
  }
  const locals = windows.map((w) => (w as TimeWindow).local);
  if (new Set(locals).size !== locals.length) return { problem: 'the same window twice' };
  return {
    windows: {
      zone: zone as string,
      windows: windows.map((w) => ({ local: (w as TimeWindow).local, utc: (w as TimeWindow).utc })),
    },
  };
}

/** One row of the page's picker: what the visitor typed, maybe not yet complete. */
export interface WindowRow {
  date: string;
  time: string;
}

/**
 * The answer for the picker's rows, reckoned in the browser's own zone (`new Date` of a date and
 * time without offset reads them on the visitor's clock). "" when every row is empty; an
 * incomplete row travels as written, for `parseWindows` to refuse.
 */
export function encodeWindows(rows: readonly WindowRow[], zone: string): string {
  const filled = rows.filter((r) => r.date || r.time);
  if (!filled.length) return '';
  const windows = filled.map((r) => {
    const local = `${r.date}T${r.time}`;
    const instant = r.date && r.time ? new Date(local) : null;
    const utc = instant && !Number.isNaN(instant.getTime()) ? instant.toISOString() : '';
    return { local, utc };
  });
  return JSON.stringify({ zone, windows });
}
