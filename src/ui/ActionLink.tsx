import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../i18n/react';
import { useNavigate } from 'react-router-dom';
import type { Action } from '../generated/schema-types';
import { useText } from '../i18n/useText';
import { useLanguage } from '../i18n/LanguageContext';
import { localizePath } from '../engine/routing';
import { ButtonLink, buttonClass, type ButtonVariant } from './Button';
import { portfolioFileName, portfolioPath } from '../content/portfolio';
import { around } from '../i18n/typography';

/**
 * A button from page data. With `waitMs` it first shows a loading state for that long, then goes
 * to its link (the home hero button waits 1.5 s before opening /contact:
 * docs/site/shell.md#hero-button-wait). It stays a real link, so it works before hydration and
 * with modifier keys.
 */
export function ActionLink({
  action,
  variant,
  about,
}: {
  action: Action;
  variant?: ButtonVariant | undefined;
  /** What the link is about, after the label for screen readers and crawlers (ActionRow). */
  about?: string | undefined;
}) {
  const text = useText();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLanguage();
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // What follows the label, with the language's own dash or brackets (common:phrase.aside).
  const aside = (words: string) =>
    around((slot) => t('phrase.aside', { label: slot, aside: words })).join('');
  const wait = action.waitMs;
  const onClick =
    wait && action.href.startsWith('/')
      ? (e: MouseEvent<HTMLAnchorElement>) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
          e.preventDefault();
          if (loading) return;
          setLoading(true);
          timer.current = setTimeout(() => navigate(localizePath(action.href, lang)), wait);
        }
      : undefined;

  // A file, not a route: a plain link, which the router leaves to the browser to download.
  if (action.download === 'portfolio')
    return (
      <a
        href={portfolioPath(lang)}
        download={portfolioFileName(lang)}
        type="application/pdf"
        className={buttonClass(variant ?? action.variant)}
      >
        {text(action.label)}
        <span className="sr-only">{aside(about ? `${about}, PDF` : 'PDF')}</span>
      </a>
    );
  return (
    <ButtonLink
      href={action.href}
      variant={variant ?? action.variant}
      onClick={onClick}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-loading={loading || undefined}
    >
      {loading && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {text(action.label)}
      {about && <span className="sr-only">{aside(about)}</span>}
      {loading && <span className="sr-only">{aside(t('loading'))}</span>}
    </ButtonLink>
  );
}
