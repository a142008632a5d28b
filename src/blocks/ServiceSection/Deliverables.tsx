import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { TextKey } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { SpriteIcon } from '../../ui/SpriteIcon';

/** Deliverables show 3 items until expanded (docs/site/services.md#deliverables). */
export const SHOWN_DELIVERABLES = 3;

/** "What you get": the first three items, and a Show more / Show less button for the rest. */
export function Deliverables({ items }: { items: readonly TextKey[] }) {
  const text = useText();
  const { t } = useTranslation();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const hidden = items.length - SHOWN_DELIVERABLES;
  const shown = expanded ? items : items.slice(0, SHOWN_DELIVERABLES);
  return (
    <>
      <ul id={listId} className="space-y-2">
        {shown.map((item) => (
          <li key={item} className="flex gap-2">
            <SpriteIcon name="circle-check" className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>{text(item)}</span>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
          className="mt-3 min-h-11 rounded-full px-1 text-sm font-semibold text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
        >
          {expanded ? t('serviceSection.showLess') : t('serviceSection.showMore', { n: hidden })}
        </button>
      )}
    </>
  );
}
