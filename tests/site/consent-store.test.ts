import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServiceRegistry, type ConsentService } from '../../src/consent/services';
import {
  ALL_ON,
  CONSENT_KEY,
  NECESSARY_ONLY,
  PREFERENCES_KEY,
  type ServiceCategory,
} from '../../src/consent/storage';
import { BANNER_DELAY_MS, INITIAL_STATE, createConsentStore } from '../../src/consent/store';
import { MemoryStorage } from './consent-helpers';

function setup(storage = new MemoryStorage()) {
  const started: ServiceCategory[] = [];
  const svc = (category: ServiceCategory): ConsentService => ({
    id: category,
    category,
    start: () => void started.push(category),
  });
  const registry = createServiceRegistry([svc('analytics'), svc('marketing'), svc('functional')]);
  const store = createConsentStore({ storage: () => storage, registry });
  return { store, storage, started };
}

const stored = (s: MemoryStorage) => ({
  status: s.raw(CONSENT_KEY),
  preferences: JSON.parse(s.raw(PREFERENCES_KEY) ?? 'null') as unknown,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('consent state machine (docs/site/consent.md#choices)', () => {
  it('waits exactly BANNER_DELAY_MS = 1000 ms before showing the banner', () => {
    expect(BANNER_DELAY_MS).toBe(1000);
    const { store, started } = setup();
    store.start();
    expect(store.getState().bannerVisible).toBe(false);
    vi.advanceTimersByTime(999);
    expect(store.getState().bannerVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState()).toMatchObject({ bannerVisible: true, status: null });
    expect(started).toEqual([]);
  });

  it('counts the second from load when its code starts later (lazily loaded)', () => {
    const { store } = setup();
    store.start(400);
    vi.advanceTimersByTime(599);
    expect(store.getState().bannerVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState().bannerVisible).toBe(true);
    const late = setup().store;
    late.start(3000); // the code arrived after the second had passed: show it now
    vi.advanceTimersByTime(0);
    expect(late.getState().bannerVisible).toBe(true);
  });

  it('renders nothing on the server and before mount', () => {
    const { store } = setup();
    expect(store.getServerState()).toBe(INITIAL_STATE);
    expect(store.getState()).toEqual({
      status: null,
      preferences: NECESSARY_ONLY,
      bannerVisible: false,
      preferencesOpen: false,
    });
    vi.advanceTimersByTime(5000);
    expect(store.getState().bannerVisible).toBe(false); // nothing happens until start()
  });

  it('Accept All stores accepted with all on, hides the banner and starts every service', () => {
    const { store, storage, started } = setup();
    store.start();
    vi.advanceTimersByTime(1000);
    store.acceptAll();
    expect(stored(storage)).toEqual({ status: 'accepted', preferences: ALL_ON });
    expect(store.getState()).toMatchObject({ status: 'accepted', bannerVisible: false });
    expect(started).toEqual(['analytics', 'marketing', 'functional']);
  });

  it('Reject All stores rejected with only necessary on and starts nothing', () => {
    const { store, storage, started } = setup();
    store.start();
    vi.advanceTimersByTime(1000);
    store.rejectAll();
    expect(stored(storage)).toEqual({ status: 'rejected', preferences: NECESSARY_ONLY });
    expect(store.getState()).toMatchObject({ status: 'rejected', bannerVisible: false });
    expect(started).toEqual([]);
  });

  it('Save in the dialog stores customized and starts the chosen categories only', () => {
    const { store, storage, started } = setup();
    store.start();
    vi.advanceTimersByTime(1000);
    store.openPreferences();
    expect(store.getState()).toMatchObject({ bannerVisible: true, preferencesOpen: true });
    store.save({ analytics: true, marketing: false, functional: false });
    expect(stored(storage)).toEqual({
      status: 'customized',
      preferences: { necessary: true, analytics: true, marketing: false, functional: false },
    });
    expect(store.getState()).toMatchObject({
      status: 'customized',
      bannerVisible: false,
      preferencesOpen: false,
    });
    expect(started).toEqual(['analytics']);
  });

  it('loads a stored choice on mount, applies it, and never shows the banner', () => {
    const storage = new MemoryStorage();
    storage.setItem(CONSENT_KEY, 'customized');
    storage.setItem(
      PREFERENCES_KEY,
      '{"necessary":true,"analytics":false,"marketing":true,"functional":true}',
    );
    const { store, started } = setup(storage);
    store.start();
    expect(store.getState()).toMatchObject({
      status: 'customized',
      preferences: { necessary: true, analytics: false, marketing: true, functional: true },
    });
    expect(started).toEqual(['marketing', 'functional']);
    vi.advanceTimersByTime(10_000);
    expect(store.getState().bannerVisible).toBe(false);
  });

  it('asks again when the stored choice is corrupt', () => {
    const storage = new MemoryStorage();
    storage.setItem(CONSENT_KEY, 'accepted');
    storage.setItem(PREFERENCES_KEY, '{oops');
    const { store, started } = setup(storage);
    store.start();
    vi.advanceTimersByTime(1000);
    expect(store.getState()).toMatchObject({ status: null, bannerVisible: true });
    expect(started).toEqual([]);
  });

  it('a choice made before the delay (from the footer link) cancels the banner', () => {
    const { store } = setup();
    store.start();
    vi.advanceTimersByTime(500);
    store.openPreferences();
    store.save({ analytics: false, marketing: false, functional: true });
    vi.advanceTimersByTime(5000);
    expect(store.getState()).toMatchObject({ status: 'customized', bannerVisible: false });
  });

  it('unmounting cancels a pending banner; mounting again restarts the delay', () => {
    const { store } = setup();
    const stop = store.start();
    vi.advanceTimersByTime(600);
    stop();
    vi.advanceTimersByTime(5000);
    expect(store.getState().bannerVisible).toBe(false);
    store.start();
    vi.advanceTimersByTime(999);
    expect(store.getState().bannerVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState().bannerVisible).toBe(true);
  });

  it('starts each service once across repeated mounts and choices', () => {
    const storage = new MemoryStorage();
    storage.setItem(CONSENT_KEY, 'accepted');
    storage.setItem(PREFERENCES_KEY, JSON.stringify(ALL_ON));
    const { store, started } = setup(storage);
    store.start()();
    store.start();
    store.acceptAll();
    expect(started).toEqual(['analytics', 'marketing', 'functional']);
  });

  it('clear() removes both keys, forgets the choice and shows the banner again', () => {
    const { store, storage } = setup();
    storage.setItem('theme', 'dark');
    store.start();
    store.acceptAll();
    store.clear();
    expect(storage.raw(CONSENT_KEY)).toBeNull();
    expect(storage.raw(PREFERENCES_KEY)).toBeNull();
    expect(storage.raw('theme')).toBe('dark');
    expect(store.getState()).toMatchObject({
      status: null,
      preferences: NECESSARY_ONLY,
      bannerVisible: true,
    });
  });

  it('keeps the choice for the visit when the browser refuses to store it', () => {
    const { store, started } = setup(new MemoryStorage({ write: true }));
    store.start();
    store.acceptAll();
    expect(store.getState()).toMatchObject({ status: 'accepted', bannerVisible: false });
    expect(started).toHaveLength(3);
  });

  it('opens and closes the preferences, and tells subscribers of every change', () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.openPreferences();
    expect(store.getState().preferencesOpen).toBe(true);
    store.closePreferences();
    expect(store.getState()).toMatchObject({ preferencesOpen: false, status: null });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.openPreferences();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
