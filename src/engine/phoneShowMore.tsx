import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react';

/**
 * A long list on a phone: its first `shown` items, and a "Show N more" / "Show less" button, as
 * "what you get" does on /services (src/blocks/ServiceSection/Deliverables.tsx, whose words this
 * reuses). CSS alone hides the rest below the `sm` width, so the prerendered page is the same on
 * every screen (no hydration mismatch, no layout shift) and wider screens always show everything.
 * It lives in the engine because the page renderer folds a page's sections with it (phoneFold.tsx);
 * blocks fold their long lists with the same one, from below (the engine is under the blocks).
 */
export function usePhoneShowMore(
  count: number,
  shown: number | undefined,
  addressed?: { ids: readonly string[]; hash: string },
) {
  const [expanded, setExpanded] = useState(false);
  const hidden = shown === undefined ? 0 : Math.max(0, count - shown);
  // The item the address names (/case-studies#telecom) is opened, then brought into view: the
  // browser's own jump found it hidden.
  const named = addressed ? foldedItemNamed(addressed.hash, addressed.ids, shown) : null;
  useEffect(() => {
    // After hydration, not during render: the prerendered page knows no hash, so opening the
    // list in render would make the hydrated markup differ from the server's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (named !== null) setExpanded(true);
  }, [named]);
  // Once per address: folding and unfolding again by hand does not jump back to it.
  const broughtIntoView = useRef<string | null>(null);
  useEffect(() => {
    if (named === null || !expanded || broughtIntoView.current === named) return;
    broughtIntoView.current = named;
    document.getElementById(named)?.scrollIntoView();
  }, [named, expanded]);
  return {
    /** The class of item `i`: hidden on a phone while the list is folded. */
    itemClass: (i: number) => (hidden && !expanded && i >= (shown ?? count) ? 'max-sm:hidden' : ''),
    toggle: (listId: string) =>
      hidden ? <ShowMoreButton {...{ listId, hidden, expanded, setExpanded }} /> : null,
  };
}

/**
 * The id a URL's hash ("#telecom") names when that item is among those folded on a phone (at
 * `shown` or after), or null: an item already shown, an unknown id or no hash needs no opening.
 */
export function foldedItemNamed(
  hash: string,
  ids: readonly string[],
  shown: number | undefined,
): string | null {
  if (shown === undefined || !hash.startsWith('#')) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null; // "#%E0": no id can be named so.
  }
  const i = ids.indexOf(id);
  return i >= shown ? id : null;
}

function ShowMoreButton({
  listId,
  hidden,
  expanded,
  setExpanded,
}: {
  listId: string;
  hidden: number;
  expanded: boolean;
  setExpanded: (next: (e: boolean) => boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={listId}
      data-phone-show-more
      onClick={() => setExpanded((e) => !e)}
      className="mx-auto mt-6 flex min-h-11 rounded-full px-4 text-sm font-semibold text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent sm:hidden"
    >
      {expanded ? t('serviceSection.showLess') : t('serviceSection.showMore', { n: hidden })}
    </button>
  );
}
