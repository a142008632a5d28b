import { useTranslation } from '../../i18n/react';

/**
 * Shown while a language's words load after a switch, never as a first paint
 * (docs/site/shell.md#loading-screen).
 */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-loading-screen
      className="fixed inset-0 z-[60] flex items-center justify-center bg-bg/80 backdrop-blur-sm"
    >
      <span
        className="size-10 animate-spin rounded-full border-4 border-border border-t-accent"
        aria-hidden="true"
      />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
