import { useRef } from 'react';
import { useBottomRoom } from '../ui/bottomRoom';
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
 * The non-modal consent banner: a fixed overlay at the bottom (it never pushes content, so no
 * layout shift), a labelled region screen readers can jump to. Reject and Accept weigh the same.
 */
export function ConsentBanner({ lang, t, Link, onRejectAll, onAcceptAll, onPreferences }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // While it shows, the page ends its height later, so nothing is hidden under it.
  useBottomRoom(ref);
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
