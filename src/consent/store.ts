import { services, type ServiceRegistry } from './services';
import {
  ALL_ON,
  NECESSARY_ONLY,
  browserStorage,
  clearConsent,
  readConsent,
  writeConsent,
  type ConsentPreferences,
  type ConsentStatus,
} from './storage';

/**
 * With no stored choice, the banner appears this long after load
 * (docs/site/consent.md#banner-delay).
 */
export const BANNER_DELAY_MS = 1000;

export interface ConsentState {
  /** The visitor's decision, or null while there is none. */
  status: ConsentStatus | null;
  preferences: ConsentPreferences;
  bannerVisible: boolean;
  preferencesOpen: boolean;
}

export interface ConsentStore {
  getState: () => ConsentState;
  /** What the server renders and hydration starts from: nothing visible. */
  getServerState: () => ConsentState;
  subscribe: (listener: () => void) => () => void;
  /**
   * On mount: a stored decision is loaded and applied; without one the banner is scheduled for
   * BANNER_DELAY_MS later, less `elapsedMs` already gone since load. Returns the cleanup that
   * cancels a pending banner.
   */
  start: (elapsedMs?: number) => () => void;
  acceptAll: () => void;
  rejectAll: () => void;
  save: (preferences: Omit<ConsentPreferences, 'necessary'>) => void;
  /** Removes both stored keys and asks the visitor again. */
  clear: () => void;
  openPreferences: () => void;
  closePreferences: () => void;
}

export const INITIAL_STATE: ConsentState = Object.freeze({
  status: null,
  preferences: NECESSARY_ONLY,
  bannerVisible: false,
  preferencesOpen: false,
});

interface Options {
  storage?: () => Storage | undefined;
  registry?: ServiceRegistry;
  delayMs?: number;
}

/**
 * The consent state machine (docs/site/consent.md#choices), framework-free so it can be driven by
 * fake timers:
 *   none ──1 s──▶ banner ──Accept All / Reject All / Save──▶ decided (banner hidden, services on)
 *   stored ──mount──▶ decided;  decided ──clear──▶ banner;  Preferences opens the dialog anywhere.
 */
export function createConsentStore({
  storage = browserStorage,
  registry = services,
  delayMs = BANNER_DELAY_MS,
}: Options = {}): ConsentStore {
  let state = INITIAL_STATE;
  let loaded = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<ConsentState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };
  const cancelBanner = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const decide = (status: ConsentStatus, preferences: ConsentPreferences) => {
    cancelBanner();
    loaded = true;
    writeConsent(storage(), { status, preferences });
    set({ status, preferences, bannerVisible: false, preferencesOpen: false });
    registry.applyConsent(preferences);
  };

  return {
    getState: () => state,
    getServerState: () => INITIAL_STATE,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(elapsedMs = 0) {
      if (!loaded) {
        loaded = true;
        const stored = readConsent(storage());
        if (stored) {
          set({ status: stored.status, preferences: stored.preferences });
          registry.applyConsent(stored.preferences);
        }
      }
      if (state.status === null && !state.bannerVisible && timer === undefined) {
        timer = setTimeout(
          () => {
            timer = undefined;
            if (state.status === null) set({ bannerVisible: true });
          },
          Math.max(0, delayMs - elapsedMs),
        );
      }
      return cancelBanner;
    },
    acceptAll: () => decide('accepted', ALL_ON),
    rejectAll: () => decide('rejected', NECESSARY_ONLY),
    save: (p) =>
      decide('customized', {
        necessary: true,
        analytics: p.analytics === true,
        marketing: p.marketing === true,
        functional: p.functional === true,
      }),
    clear() {
      cancelBanner();
      clearConsent(storage());
      registry.applyConsent(NECESSARY_ONLY); // services registered from now on wait for a choice
      set({ status: null, preferences: NECESSARY_ONLY, bannerVisible: true });
    },
    openPreferences: () => set({ preferencesOpen: true }),
    closePreferences: () => set({ preferencesOpen: false }),
  };
}

/** The page's one consent store; the footer's "Cookie settings" button reaches it too. */
export const consentStore = createConsentStore();
