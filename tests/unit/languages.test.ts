import { describe, expect, it } from 'vitest';
import { defaultLanguage, direction, languageLabel, languages } from '../../src/i18n/languages';

describe('languages', () => {
  it('are the six of the spec, English first as default', () => {
    expect(languages).toEqual(['en', 'ar', 'fr', 'es', 'de', 'it']);
    expect(defaultLanguage).toBe('en');
  });

  it('derive direction: Arabic right-to-left, the rest left-to-right', () => {
    expect(languages.map(direction)).toEqual(['ltr', 'rtl', 'ltr', 'ltr', 'ltr', 'ltr']);
  });

  it('name themselves in their own language', () => {
    expect(languageLabel('fr')).toBe('Français');
    expect(languageLabel('ar')).toBe('العربية');
    expect(languageLabel('de')).toBe('Deutsch');
  });
});
