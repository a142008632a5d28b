/**
 * A consultation's preferred time windows (a form field of kind "timeWindows"): each a date and a
 * start time on the visitor's own clock, sent with the visitor's time-zone name and as the UTC
 * instant the browser reckoned for it. The browser and the leads endpoint check them with one
 * function (`parseWindows`, windowsAnswer.ts), so what the page accepts is exactly what the server
 * stores. This file holds what a form needs without the picker: the shapes and the limits.
 *
 * The answer travels as one line of JSON in the form's answers (every answer is a string):
 * `{"zone":"Africa/Casablanca","windows":[{"local":"2026-12-01T10:00","utc":"2026-12-01T09:00:00.000Z"}]}`
 */

export interface TimeWindow {
  /** The visitor's wall clock: `YYYY-MM-DDTHH:MM`. */
  local: string;
  /** The same instant in UTC, as `Date.prototype.toISOString` writes it. */
  utc: string;
}

export interface TimeWindows {
  /** The visitor's IANA time-zone name, e.g. "Africa/Casablanca". */
  zone: string;
  windows: TimeWindow[];
}

/** The spec's "up to three preferred time windows". */
export const MOST_WINDOWS = 3;
/** How far ahead a window may be: a booking, not a calendar. */
export const FURTHEST_DAYS = 366;
/** The longest answer: three windows and the longest zone name fit in well under this. */
export const WINDOWS_MAX_LENGTH = 600;
