import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { cn } from '../../ui/cn';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { scrollBehavior } from './scroll';

/** Shown once the visitor is this far down the page. */
const SHOW_AFTER_PX = 400;

/** A floating Back to Top button; focus returns to the start of the content with the scroll. */
export function BackToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  const toTop = () => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    // The button hides at the top: focus must not be left on a hidden control.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={toTop}
      data-back-to-top=""
      className={cn(
        'fixed end-4 bottom-4 z-30 inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-4 text-sm font-semibold text-accent-fg shadow-lg transition-opacity hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:end-6 sm:bottom-6 print:hidden',
        shown ? 'opacity-100' : 'invisible opacity-0',
      )}
    >
      {/* Drawn, not the character "↑": no face of an Arabic page has it, and an Arabic policy
          fetched Inter (22 KB, tests/dist/font-budget.test.ts) for that one arrow. */}
      <SpriteIcon name="arrow-up" className="size-4" />
      {t('policy.backToTop')}
    </button>
  );
}
