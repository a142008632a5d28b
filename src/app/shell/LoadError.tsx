import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { pageHydrated } from '../../engine/hydration';
import { Button } from '../../ui/Button';
import { SpriteIcon } from '../../ui/SpriteIcon';

/**
 * A page whose code times out (120 s) or is missing says so, with a way to retry
 * (docs/site/shell.md#page-load-errors).
 */
export function LoadError({
  reason,
  onRetry,
}: {
  reason: 'timeout' | 'missing';
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  // Shown instead of a page: no block to wait for before the app counts as interactive.
  useEffect(() => pageHydrated(0), []);
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <h1 className="text-2xl font-bold">{t('loadError.title')}</h1>
      <p className="mt-3 text-muted">
        {reason === 'timeout' ? t('loadError.timeout') : t('loadError.missing')}
      </p>
      <Button className="mt-6" onClick={onRetry}>
        <SpriteIcon name="refresh-cw" className="size-4" />
        {t('loadError.retry')}
      </Button>
    </div>
  );
}
