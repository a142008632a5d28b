import { useTranslation } from '../../i18n/react';
import site from '../../../site.json';
import { ButtonLink, buttonVariants } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { SmartLink } from '../../ui/SmartLink';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { DesktopNav } from './DesktopNav';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileMenu } from './MobileMenu';
import { ThemeToggle } from './ThemeToggle';

export function Header({ themeToggle }: { themeToggle: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <SmartLink
          href="/"
          className="text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-accent"
        >
          {site.name}
        </SmartLink>
        <DesktopNav label={t('nav.mainLabel')} />
        <div className="flex items-center gap-1">
          <div className="hidden lg:block">
            <LanguageSwitcher />
          </div>
          {themeToggle && <ThemeToggle />}
          <div className="hidden xl:block">
            <ButtonLink href="/book-consultation">{t('actions.bookConsultation')}</ButtonLink>
          </div>
          {/* Below the desktop navigation the visitor keeps one lasting way to act. Beside the
              logo and two icon buttons a 320 px phone has room for an icon only (the words stay
              its accessible name); from 360 px the words show, on up to two short lines. */}
          <SmartLink
            href="/book-consultation"
            data-header-action=""
            className={cn(
              buttonVariants.primary,
              'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-center text-xs leading-tight font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent min-[360px]:px-2.5 lg:hidden',
            )}
          >
            <SpriteIcon name="calendar" className="size-5 shrink-0 min-[360px]:hidden" />
            <span className="sr-only min-[360px]:not-sr-only min-[360px]:max-w-[5.5rem]">
              {t('nav.bookConsultation.title')}
            </span>
          </SmartLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
