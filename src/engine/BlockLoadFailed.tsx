import { useTranslation } from '../i18n/react';
import { buttonClass } from './buttonLook';

/**
 * What visitors see where a block's code did not arrive: a plain notice and a way to try again,
 * instead of a section that silently vanished (a missing form or headline reads as a broken site).
 */
export function BlockLoadFailed({ type, onRetry }: { type: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div
      data-block-error={type}
      role="alert"
      className="mx-auto my-8 flex max-w-3xl flex-col items-center gap-4 rounded-2xl border border-border bg-surface px-6 py-8 text-center"
    >
      <p>{t('blockError.message')}</p>
      <button type="button" className={buttonClass('primary')} onClick={onRetry}>
        {t('blockError.retry')}
      </button>
    </div>
  );
}
