import { describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import viteConfig from '../../vite.config';
import {
  defaultLanguage,
  direction,
  languageLabel,
  languages,
  ownName,
} from '../../src/i18n/languages';

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

  it('reach the browser as built names, one for every language, the same Intl gives', () => {
    const config = (viteConfig as (env: object) => UserConfig)({
      command: 'build',
      mode: 'production',
      isSsrBuild: false,
    });
    const built = JSON.parse(String(config.define?.__LANGUAGE_NAMES__)) as Record<string, string>;
    expect(Object.keys(built)).toEqual([...languages]);
    for (const lang of languages) expect(built[lang]).toBe(ownName(lang));
    expect(built.it).toBe('Italiano');
  });
});
