import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import site from '../../site.json';
import { SmartLink } from '../ui/SmartLink';

/** The frame around every page: skip link, header, main landmark and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-fg">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 text-accent-fg focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('layout.skipToContent')}
      </a>
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          <SmartLink href="/" className="text-lg font-bold tracking-tight">
            {site.name}
          </SmartLink>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="border-t border-border py-8 text-center text-sm text-muted">
        {t('layout.copyright', { year: site.footer.copyrightYear, name: site.name })}
      </footer>
    </div>
  );
}
