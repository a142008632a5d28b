import { useState } from 'react';
import { useTranslation } from '../i18n/react';

/**
 * A long list on a phone: its first `shown` items, and a "Show N more" / "Show less" button, as
 * "what you get" does on /services (src/blocks/ServiceSection/Deliverables.tsx, whose words this
 * reuses). CSS alone hides the rest below the `sm` width, so the prerendered page is the same on
 * every screen (no hydration mismatch, no layout shift) and wider screens always show everything.
 */
export function usePhoneShowMore(count: number, shown: number | undefined) {
  const [expanded, setExpanded] = useState(false);
  const hidden = shown === undefined ? 0 : Math.max(0, count - shown);
  return {
    /** The class of item `i`: hidden on a phone while the list is folded. */
    itemClass: (i: number) => (hidden && !expanded && i >= (shown ?? count) ? 'max-sm:hidden' : ''),
    toggle: (listId: string) =>
      hidden ? <ShowMoreButton {...{ listId, hidden, expanded, setExpanded }} /> : null,
  };
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
