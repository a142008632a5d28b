import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocation } from 'react-router-dom';
import type { StickyCta as StickyCtaBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { dismissKey, pastThreshold } from './threshold';
import { ActionRow } from '../../ui/ActionRow';
import { useBottomRoom } from '../../ui/bottomRoom';

// sessionStorage sends no events within its own tab; the bar's own close button updates state.
const noSubscription = () => () => {};

function readDismissed(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false; // storage blocked: the bar can still be closed for this page view
  }
}

/**
 * Whether the bar was closed on this page in this visit, and `close`, which keeps it closed and
 * moves focus to the page's main content.
 */
function useDismissed(key: string) {
  // The page the bar was closed on (the component may outlive a navigation to another page).
  const [closedOn, setClosedOn] = useState<string | null>(null);
  // The server knows nothing of sessionStorage: the bar is rendered only in the browser, where
  // a bar closed earlier in this tab stays closed.
  const stored = useSyncExternalStore(
    noSubscription,
    () => readDismissed(key),
    () => true,
  );
  const close = () => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // storage blocked: closing still works until the page is left
    }
    setClosedOn(key);
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return { dismissed: closedOn === key || stored, close };
}

/** Whether the scroll has passed the bar's threshold (half of the page), followed while `watch`. */
function usePastThreshold(watch: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!watch) return;
    const update = () => {
      const el = document.documentElement;
      setShown(pastThreshold(window.scrollY, el.scrollHeight, window.innerHeight));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [watch]);
  return shown;
}

/**
 * A call-to-action bar fixed to the bottom of the screen
 * (docs/site/shell.md#sticky-call-to-action-bar). Hidden — inert and invisible, so neither
 * focusable nor in the accessibility tree — until the scroll passes half of the page; closing it
 * keeps it closed on this page for the visit.
 */
export default function StickyCta({ block }: { block: StickyCtaBlock }) {
  const text = useText();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = dismissKey(pathname);
  const bar = useRef<HTMLElement>(null);
  const { dismissed, close } = useDismissed(key);
  const shown = usePastThreshold(!dismissed);
  const visible = shown && !dismissed;

  // While the bar shows, the page gets room under its last line so the footer can be read
  // in full on phones, where the bar is tallest.
  useBottomRoom(bar, visible);

  if (dismissed) return null;

  return (
    <section
      ref={bar}
      aria-label={text(block.title)}
      data-sticky-cta
      data-visible={visible || undefined}
      inert={!visible}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 px-4 py-3 shadow-lg backdrop-blur transition duration-300 motion-reduce:transition-none sm:px-6',
        visible ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-full opacity-0',
      )}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 pe-10 sm:pe-0">
        <div className="min-w-0 flex-1 basis-48">
          <p className="font-semibold">{text(block.title)}</p>
          {block.subtitle && (
            <p className="hidden text-sm text-muted sm:block">{text(block.subtitle)}</p>
          )}
        </div>
        <ActionRow actions={block.actions} className="items-center gap-2" />
        <button
          type="button"
          onClick={close}
          aria-label={t('stickyCta.close')}
          className="absolute end-2 top-2 inline-flex size-11 items-center justify-center rounded-full text-xl leading-none text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-accent sm:static"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
