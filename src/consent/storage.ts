/**
 * The visitor's cookie decision in localStorage (docs/site/consent.md#stored-keys):
 * `cookieConsent` holds the status, `cookiePreferences` the JSON of the four categories. Pure
 * functions over a Storage the caller passes, so they run the same in tests and the browser.
 */

export type ConsentStatus = 'rejected' | 'accepted' | 'customized';
export type ServiceCategory = 'analytics' | 'marketing' | 'functional';

/** A third-party or tracking feature that may only run once the visitor allows its category. */
export interface ConsentService {
  id: string;
  category: ServiceCategory;
  /** Called at most once per page load, and only with consent for `category`. */
  start: () => void | Promise<void>;
}

export interface ConsentPreferences {
  /** Always true: the site cannot work without them, so they need no consent. */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

export interface StoredConsent {
  status: ConsentStatus;
  preferences: ConsentPreferences;
}

export const CONSENT_KEY = 'cookieConsent';
export const PREFERENCES_KEY = 'cookiePreferences';
export const CATEGORIES: readonly ServiceCategory[] = ['analytics', 'marketing', 'functional'];

/** The spec's defaults, which are also what "Reject All" gives: only necessary on. */
export const NECESSARY_ONLY: ConsentPreferences = Object.freeze({
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
});
export const ALL_ON: ConsentPreferences = Object.freeze({
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
});

const STATUSES: readonly string[] = ['rejected', 'accepted', 'customized'];
const isStatus = (v: unknown): v is ConsentStatus => typeof v === 'string' && STATUSES.includes(v);

/** The page's localStorage, or undefined on the server or when the browser forbids it. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // Storage disabled (e.g. blocked cookies): the choice lasts the visit only.
  }
}

/**
 * The stored decision, or null when there is none or it cannot be trusted: a missing key, an
 * unknown status, or preferences that are not a JSON object all mean "ask the visitor again".
 * Only a literal `true` turns a category on, and a "rejected" status never turns one on.
 */
export function readConsent(storage: Storage | undefined): StoredConsent | null {
  try {
    const status = storage?.getItem(CONSENT_KEY);
    const raw = storage?.getItem(PREFERENCES_KEY);
    if (!isStatus(status) || raw == null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const p = parsed as Record<string, unknown>;
    const on = (c: ServiceCategory) => status !== 'rejected' && p[c] === true;
    return {
      status,
      preferences: {
        necessary: true,
        analytics: on('analytics'),
        marketing: on('marketing'),
        functional: on('functional'),
      },
    };
  } catch {
    return null;
  }
}

/** Stores the decision; returns false when the browser refused (full or disabled storage). */
export function writeConsent(storage: Storage | undefined, consent: StoredConsent): boolean {
  if (!storage) return false;
  try {
    storage.setItem(CONSENT_KEY, consent.status);
    storage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({ ...consent.preferences, necessary: true } satisfies ConsentPreferences),
    );
    return true;
  } catch {
    return false;
  }
}

/** Clearing consent removes both stored keys (docs/site/consent.md#clearing-consent). */
export function clearConsent(storage: Storage | undefined): void {
  try {
    storage?.removeItem(CONSENT_KEY);
    storage?.removeItem(PREFERENCES_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
}
