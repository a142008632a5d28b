import fs from 'node:fs';
import type { ReactNode } from 'react';
import { I18nextProvider } from '../../src/i18n/react';
import { createServerI18n } from '../../src/i18n/i18n';
import { Providers } from './render-helpers';

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

export const servicesWords = (lang = 'en') => read(lang, 'services');
export const commonWords = (lang = 'en') => read(lang, 'common');
