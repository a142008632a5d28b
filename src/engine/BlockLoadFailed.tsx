import { useTranslation } from '../i18n/react';

/**
 * The look of the interface's primary button (src/ui/Button.tsx), written out here: the engine
 * sits below the interface layer and cannot import it, and this notice is the engine's own, shown
 * wherever a page is rendered (the site, the prerender, the editor's canvas).
 */
const RETRY_CLASS =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60 bg-accent text-accent-fg hover:bg-accent-strong';

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
      <button type="button" className={RETRY_CLASS} onClick={onRetry}>
        {t('blockError.retry')}
      </button>
    </div>
  );
}
