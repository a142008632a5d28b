import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import site from '../../site.json';
import { openConsentPreferences } from '../consent/open';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { HomeLink } from './shell/HomeLink';

interface Props {
  chrome: 'full' | 'minimal';
  forcedDark: boolean;
  children: ReactNode;
}

/** The frame around every page: skip link, header, main landmark and footer. */
export function Layout({ chrome, forcedDark, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-fg">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 text-accent-fg focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('layout.skipToContent')}
      </a>
      {chrome === 'full' ? (
        <Header themeToggle={!forcedDark} />
      ) : (
        <header className="mx-auto flex h-16 w-full max-w-7xl items-center px-4 sm:px-6">
          <HomeLink />
        </header>
      )}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {chrome === 'full' ? (
        <Footer onCookieSettings={openConsentPreferences} />
      ) : (
        <footer className="border-t border-border py-6 text-center text-sm text-muted">
          {t('layout.copyright', { year: site.footer.copyrightYear, name: site.name })}
        </footer>
      )}
    </div>
  );
}
