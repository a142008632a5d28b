import { useTranslation } from '../../i18n/react';
import { ButtonLink } from '../../ui/Button';
import { SmartLink } from '../../ui/SmartLink';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { DesktopNav } from './DesktopNav';
import { HomeLink } from './HomeLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileMenu } from './MobileMenu';
import { ThemeToggle } from './ThemeToggle';

export function Header({ themeToggle }: { themeToggle: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <HomeLink />
        <DesktopNav label={t('nav.mainLabel')} />
        <div className="flex items-center gap-1">
          <div className="hidden lg:block">
            <LanguageSwitcher />
          </div>
          {themeToggle && <ThemeToggle />}
          <div className="hidden xl:block">
            <ButtonLink href="/book-consultation">{t('actions.bookConsultation')}</ButtonLink>
          </div>
          {/* Below the desktop navigation the visitor keeps one lasting way to act. */}
          <SmartLink href="/book-consultation" className="header-action">
            <SpriteIcon name="calendar" />
            <span>{t('nav.bookConsultation.title')}</span>
          </SmartLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
