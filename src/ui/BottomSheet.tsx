import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from './cn';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** While a sheet is open the page behind it does not scroll; the scrollbar's room is kept. */
function lockScroll(): () => void {
  const { body, documentElement } = document;
  const before = { overflow: body.style.overflow, padding: body.style.paddingInlineEnd };
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingInlineEnd = `${scrollbar}px`;
  return () => {
    body.style.overflow = before.overflow;
    body.style.paddingInlineEnd = before.padding;
  };
}

/** Tab and Shift+Tab go round the sheet's focusable elements, never out of it. */
function keepTabInside(e: KeyboardEvent, sheet: HTMLElement) {
  const items = [...sheet.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    e.preventDefault();
    return;
  }
  const at = document.activeElement;
  const inside = at instanceof Node && sheet.contains(at);
  if (e.shiftKey && (at === first || at === sheet || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (at === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * The open sheet's life: it takes focus and keeps it (Tab, focus landing outside), closes on
 * Escape, locks the page's scroll, rises after one frame, and gives focus back to its opener.
 * `close` always calls the latest `onClose`.
 */
function useSheet(panel: RefObject<HTMLDivElement | null>, onClose: () => void) {
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  const [risen, setRisen] = useState(false);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    panel.current?.focus({ preventScroll: true });
    // One frame at the start position, so the sheet slides up instead of appearing.
    const frame = requestAnimationFrame(() => setRisen(true));

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
      } else if (e.key === 'Tab' && panel.current) {
        keepTabInside(e, panel.current);
      }
    };
    // Focus that lands outside (a click on the page behind, a script) comes back to the sheet.
    const onFocusIn = (e: FocusEvent) => {
      if (panel.current && e.target instanceof Node && !panel.current.contains(e.target))
        panel.current.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      unlock();
      opener?.focus({ preventScroll: true });
    };
  }, [panel]);
  return { risen, close: () => close.current() };
}

/**
 * A modal sheet that rises from the bottom of the screen (the testimonial story:
 * docs/site/testimonials.md#story-sheet). Mounted only while open. It is a labelled dialog that
 * keeps keyboard focus inside, closes on Escape, on a click on the backdrop and with its close
 * button, locks the page's scroll, and gives focus back to whatever opened it (the card) when it
 * closes.
 */
export function BottomSheet({
  labelledBy,
  closeLabel,
  onClose,
  children,
  className,
}: {
  labelledBy: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const { risen, close } = useSheet(panel, onClose);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center" data-bottom-sheet>
      <div
        aria-hidden="true"
        data-sheet-backdrop
        onClick={close}
        className={cn(
          'absolute inset-0 bg-black/60 transition-opacity duration-200 motion-reduce:transition-none',
          risen ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={cn(
          'relative max-h-[90dvh] w-full max-w-3xl overflow-y-auto overscroll-contain rounded-t-3xl border border-b-0 border-border bg-surface shadow-2xl transition-transform duration-300 ease-out outline-none motion-reduce:transition-none',
          risen ? 'translate-y-0' : 'translate-y-full',
          className,
        )}
      >
        <div className="sticky top-0 z-10 flex justify-end bg-surface/95 px-3 pt-3 backdrop-blur">
          <span
            aria-hidden="true"
            className="absolute inset-x-0 top-2 mx-auto h-1.5 w-12 rounded-full bg-border"
          />
          <button
            type="button"
            data-sheet-close
            onClick={close}
            aria-label={closeLabel}
            className="inline-flex size-11 items-center justify-center rounded-full text-2xl leading-none text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="px-5 pb-8 sm:px-8">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
