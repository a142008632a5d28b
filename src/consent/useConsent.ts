import { useEffect, useSyncExternalStore } from 'react';
import { sinceHydrated } from '../engine/hydration';
import { consentStore, type ConsentState, type ConsentStore } from './store';

export type ConsentActions = Pick<
  ConsentStore,
  'acceptAll' | 'rejectAll' | 'save' | 'clear' | 'openPreferences' | 'closePreferences'
>;

/** The consent state and its actions. Renders the server state until hydration is done. */
export function useConsent(store: ConsentStore = consentStore): ConsentState & ConsentActions {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getServerState);
  return {
    ...state,
    acceptAll: store.acceptAll,
    rejectAll: store.rejectAll,
    save: store.save,
    clear: store.clear,
    openPreferences: store.openPreferences,
    closePreferences: store.closePreferences,
  };
}

/**
 * Reads the stored choice (or schedules the banner) once mounted: storage is touched in effects
 * only. The banner's delay counts from when the app became interactive, not from when this
 * lazily loaded code arrived.
 */
export function useConsentStart(store: ConsentStore = consentStore): void {
  useEffect(() => store.start(sinceHydrated()), [store]);
}
