import { describe, expect, it } from 'vitest';
import {
  ALL_ON,
  CONSENT_KEY,
  NECESSARY_ONLY,
  PREFERENCES_KEY,
  browserStorage,
  clearConsent,
  readConsent,
  writeConsent,
} from '../../src/consent/storage';
import { MemoryStorage } from './consent-helpers';

const stored = (status: string | null, prefs: string | null) => {
  const s = new MemoryStorage();
  if (status !== null) s.setItem(CONSENT_KEY, status);
  if (prefs !== null) s.setItem(PREFERENCES_KEY, prefs);
  return s;
};

describe('consent storage (docs/site/consent.md#stored-keys)', () => {
  it('uses the spec key names', () => {
    expect(CONSENT_KEY).toBe('cookieConsent');
    expect(PREFERENCES_KEY).toBe('cookiePreferences');
  });

  it('reads nothing from empty storage, or without storage at all', () => {
    expect(readConsent(new MemoryStorage())).toBeNull();
    expect(readConsent(undefined)).toBeNull();
  });

  it('has no browser storage outside a browser', () => {
    expect(browserStorage()).toBeUndefined();
  });

  it('writes the status and the JSON preferences, and reads them back', () => {
    const s = new MemoryStorage();
    const prefs = { necessary: true as const, analytics: true, marketing: false, functional: true };
    expect(writeConsent(s, { status: 'customized', preferences: prefs })).toBe(true);
    expect(s.raw(CONSENT_KEY)).toBe('customized');
    expect(JSON.parse(s.raw(PREFERENCES_KEY) ?? '')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
    expect(readConsent(s)).toEqual({ status: 'customized', preferences: prefs });

    writeConsent(s, { status: 'accepted', preferences: ALL_ON });
    expect(readConsent(s)).toEqual({ status: 'accepted', preferences: ALL_ON });
  });

  it('treats corrupt or incomplete data as no consent', () => {
    const prefs = JSON.stringify(ALL_ON);
    expect(readConsent(stored('accepted', '{not json'))).toBeNull();
    expect(readConsent(stored('accepted', 'null'))).toBeNull();
    expect(readConsent(stored('accepted', '[true]'))).toBeNull();
    expect(readConsent(stored('accepted', '"yes"'))).toBeNull();
    expect(readConsent(stored('accepted', null))).toBeNull();
    expect(readConsent(stored(null, prefs))).toBeNull();
    expect(readConsent(stored('maybe', prefs))).toBeNull();
    expect(readConsent(stored('', prefs))).toBeNull();
  });

  it('turns a category on only for a literal true, and keeps necessary on', () => {
    const out = readConsent(
      stored(
        'customized',
        '{"necessary":false,"analytics":"true","marketing":1,"functional":true,"x":true}',
      ),
    );
    expect(out).toEqual({
      status: 'customized',
      preferences: { necessary: true, analytics: false, marketing: false, functional: true },
    });
    expect(readConsent(stored('customized', '{}'))?.preferences).toEqual(NECESSARY_ONLY);
  });

  it('never turns a category on for a rejected status', () => {
    expect(readConsent(stored('rejected', JSON.stringify(ALL_ON)))).toEqual({
      status: 'rejected',
      preferences: NECESSARY_ONLY,
    });
  });

  it('clearing removes both keys and nothing else', () => {
    const s = stored('accepted', JSON.stringify(ALL_ON));
    s.setItem('preferred-language', 'fr');
    clearConsent(s);
    expect(s.raw(CONSENT_KEY)).toBeNull();
    expect(s.raw(PREFERENCES_KEY)).toBeNull();
    expect(s.raw('preferred-language')).toBe('fr');
    expect(readConsent(s)).toBeNull();
  });

  it('survives a browser that refuses storage', () => {
    expect(readConsent(new MemoryStorage({ read: true }))).toBeNull();
    const full = new MemoryStorage({ write: true });
    expect(writeConsent(full, { status: 'rejected', preferences: NECESSARY_ONLY })).toBe(false);
    expect(writeConsent(undefined, { status: 'rejected', preferences: NECESSARY_ONLY })).toBe(
      false,
    );
    expect(() => clearConsent(undefined)).not.toThrow();
  });
});
