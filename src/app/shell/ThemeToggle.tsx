import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { chooseTheme, showTheme, type Theme } from '../theme';
import { SpriteIcon } from '../../ui/SpriteIcon';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const isDark = () => document.documentElement.classList.contains('dark');

/** The visitor's light/dark choice (stored as `theme`); hidden on pages that force dark. */
export function ThemeToggle() {
  const { t } = useTranslation();
  // Unknown on the server: the prerendered HTML cannot know the visitor's theme.
  const dark = useSyncExternalStore(subscribe, isDark, () => null);
  const toggle = () => {
    const next: Theme = isDark() ? 'light' : 'dark';
    try {
      chooseTheme(localStorage, next, false);
    } catch {
      // Storage blocked: the choice lasts for this page view.
    }
    showTheme(document.documentElement, next === 'dark');
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={dark ?? undefined}
      className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
    >
      <span className="sr-only">{t('theme.dark')}</span>
      <SpriteIcon name="moon" className="size-5 dark:hidden" />
      <SpriteIcon name="sun" className="hidden size-5 dark:block" />
    </button>
  );
}
