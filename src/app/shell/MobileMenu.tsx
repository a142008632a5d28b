import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { SpriteIcon } from '../../ui/SpriteIcon';

const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazy(loadPanel);

/**
 * The phone menu: a native modal <dialog> sliding in from the end side. showModal() gives focus
 * containment, Escape and an inert page for free, with no dialog library in the initial bundle.
 * The menu's contents exist only while it is open, and their code is fetched on the first touch,
 * hover or focus of the button: every page's first load stays lean.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  const close = () => dialog.current?.close();
  const warm = () => void loadPanel();
  return (
    <div className="lg:hidden">
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        onPointerDown={warm}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
      >
        <SpriteIcon name="menu" className="size-6" />
        <span className="sr-only">{t('nav.openMenu')}</span>
      </button>
      <dialog
        ref={dialog}
        aria-label={t('nav.menu')}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(e) => e.target === e.currentTarget && close()}
        className="drawer fixed inset-y-0 end-0 start-auto m-0 h-dvh max-h-none w-[min(24rem,88vw)] overflow-y-auto border-s border-border bg-bg p-0 text-fg backdrop:bg-black/60"
      >
        {open && (
          <Suspense fallback={null}>
            <MobileMenuPanel close={close} />
          </Suspense>
        )}
      </dialog>
    </div>
  );
}
