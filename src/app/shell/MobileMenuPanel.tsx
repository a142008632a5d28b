import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import site from '../../../site.json';
import { useText } from '../../i18n/useText';
import { ButtonLink } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { SmartLink } from '../../ui/SmartLink';
import { useLanguage } from '../../i18n/LanguageContext';
import { rememberLanguage, useLanguageLinks } from './languageLinks';
import { SpriteIcon } from '../../ui/SpriteIcon';

/**
 * What the phone menu shows once opened. Its own chunk: a page's first load never needs it, and
 * MobileMenu fetches it as soon as a finger or pointer nears the menu button.
 */
export default function MobileMenuPanel({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);
  return (
    <>
      <div className="flex items-center justify-between border-b border-border px-4 py-3">
        <span className="font-bold">{site.name}</span>
        <button
          ref={closeButton}
          type="button"
          onClick={close}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
        >
          <SpriteIcon name="x" className="size-6" />
          <span className="sr-only">{t('nav.closeMenu')}</span>
        </button>
      </div>
      <MenuGroups close={close} />
      <MenuFooter close={close} />
    </>
  );
}

/** The navigation's groups, one open at a time, each a button over its links. */
function MenuGroups({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <nav aria-label={t('nav.mainLabel')} className="px-2 py-2">
      <ul>
        {site.navigation.groups.map((group) => {
          const id = group.label;
          const open = expanded === id;
          const panel = `mobile-${id.replace(/[^a-zA-Z0-9]/g, '-')}`;
          return (
            <li key={id} className="border-b border-border last:border-0">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panel}
                onClick={() => setExpanded(open ? null : id)}
                className="flex min-h-12 w-full items-center justify-between rounded-xl px-3 text-start font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
              >
                {text(group.label)}
                <SpriteIcon
                  name="chevron-down"
                  className={cn('size-5 transition-transform', open && 'rotate-180')}
                />
              </button>
              <ul id={panel} hidden={!open} className="pb-2">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <SmartLink
                      href={item.href}
                      onClick={close}
                      className="block rounded-xl px-3 py-2 hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
                    >
                      <span className="block text-sm font-medium">{text(item.title)}</span>
                      <span className="block text-sm text-muted">{text(item.subtitle)}</span>
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The foot of the menu: this page in each language, and the consultation to book. */
function MenuFooter({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const languages = useLanguageLinks();
  return (
    <div className="border-t border-border px-4 py-4">
      <p className="mb-2 text-sm font-semibold text-muted" id="mobile-language">
        {t('language.label')}
      </p>
      <ul aria-labelledby="mobile-language" className="grid grid-cols-2 gap-2">
        {languages.map((l) => (
          <li key={l.lang}>
            <Link
              discover="none"
              to={l.href}
              lang={l.lang}
              hrefLang={l.lang}
              aria-current={l.lang === current ? 'true' : undefined}
              onClick={() => {
                rememberLanguage(l.lang);
                close();
              }}
              className="flex min-h-11 items-center rounded-xl border border-border px-3 text-sm hover:border-accent focus-visible:outline-2 focus-visible:outline-accent aria-[current=true]:border-accent aria-[current=true]:font-semibold"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
      <ButtonLink href="/book-consultation" onClick={close} className="mt-4 w-full">
        {t('actions.bookConsultation')}
      </ButtonLink>
    </div>
  );
}
