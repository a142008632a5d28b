import type { ReactNode } from 'react';
import { I18nextProvider } from '../../src/i18n/react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageContext } from '../../src/i18n/LanguageContext';
import { createServerI18n } from '../../src/i18n/i18n';

export const testWords = {
  common: { actions: { returnHome: 'Back to the test start' } },
  t: {
    page: 'About',
    title: 'We build',
    subtitle: 'Sub',
    cta: 'Go',
    one: 'One',
    two: 'Two',
    notice: 'Test notice heading',
    message: 'Disabled.',
  },
};

/** Blocks as the app renders them: with words, a language and a router. */
export function Providers({ children, lang = 'en' }: { children: ReactNode; lang?: string }) {
  const i18n = createServerI18n(lang, testWords);
  return (
    <MemoryRouter>
      <LanguageContext.Provider value={lang}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </LanguageContext.Provider>
    </MemoryRouter>
  );
}
