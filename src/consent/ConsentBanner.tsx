import { useLayoutEffect, useRef } from 'react';
import { localizePath } from '../engine/routing';
import { Button } from '../ui/Button';
import type { ConsentLink, ConsentT } from './types';

interface Props {
  lang: string;
  t: ConsentT;
  Link: ConsentLink;
  onRejectAll: () => void;
  onAcceptAll: () => void;
  onPreferences: () => void;
}

/**
 * While the banner is shown, the page ends its height later and focus scrolls stop above it, so
 * nothing (the footer's subscribe box, a form's last button) is hidden under it (WCAG 2.4.11).
 * Added at the very end, the room moves nothing already laid out (no shift). Set on <html> and
 * <body> themselves, not as a custom property they read: a custom property set on the root is
 * inherited by every element, and changing it restyled the whole page in one task (9-19 ms on
 * the home page, 4x that on Lighthouse's phone, a blocking task when the banner appears).
 * A layout effect: the room is given and taken back in the same commit as the banner itself (a
 * passive effect's clean-up runs after the browser may have painted the page without the banner,
 * with the empty band still under it).
 */
function useReservedSpace() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const html = document.documentElement.style;
    const body = document.body.style;
    const measure = () => {
      const space = `${el.offsetHeight}px`;
      html.scrollPaddingBottom = space;
      body.paddingBottom = space;
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      html.removeProperty('scroll-padding-bottom');
      body.removeProperty('padding-bottom');
    };
  }, []);
  return ref;
}

/**
 * The non-modal consent banner: a fixed overlay at the bottom (it never pushes content, so no
 * layout shift), a labelled region screen readers can jump to. Reject and Accept weigh the same.
 */
export function ConsentBanner({ lang, t, Link, onRejectAll, onAcceptAll, onPreferences }: Props) {
  const ref = useReservedSpace();
  return (
    <div
      ref={ref}
      role="region"
      aria-label={t('banner.label')}
      data-consent-banner=""
      className="fixed inset-x-0 bottom-0 z-50 p-3 transition-[opacity,translate] duration-300 ease-out starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none sm:p-4"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 rounded-2xl border border-border bg-surface p-4 text-start text-fg shadow-lg sm:p-5 lg:flex-row lg:items-center">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{t('banner.title')}</p>
          <p className="mt-1 text-sm text-muted">
            {t('banner.text')}{' '}
            <Link
              to={localizePath('/cookies', lang)}
              className="rounded-sm font-medium text-fg underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {t('banner.policy')}
            </Link>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
          <Button onClick={onRejectAll}>{t('banner.rejectAll')}</Button>
          <Button onClick={onAcceptAll}>{t('banner.acceptAll')}</Button>
          <Button variant="secondary" className="col-span-2" onClick={onPreferences}>
            {t('banner.preferences')}
          </Button>
        </div>
      </div>
    </div>
  );
}
