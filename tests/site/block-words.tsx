import fs from 'node:fs';
import type { ReactNode } from 'react';
import { I18nextProvider } from '../../src/i18n/react';
import { createServerI18n } from '../../src/i18n/i18n';
import { Providers } from './render-helpers';
import { localeWords } from '../site';

const read = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Record<string, unknown>;

/** A block rendered with the real words of common.json and services.json in `lang`. */
export function withServiceWords(node: ReactNode, lang = 'en') {
  const words = { common: read(lang, 'common'), services: read(lang, 'services') };
  return (
    <Providers lang={lang}>
      <I18nextProvider i18n={createServerI18n(lang, words)}>{node}</I18nextProvider>
    </Providers>
  );
}

/** The words as visitors read them: the facts a sentence names ({{webFrom}}) put in. */
export const servicesWords = (lang = 'en') =>
  localeWords(lang, 'services') as Record<string, unknown>;
export const commonWords = (lang = 'en') => localeWords(lang, 'common') as Record<string, unknown>;
