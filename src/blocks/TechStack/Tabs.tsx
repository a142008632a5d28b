import { useRef, useState, type KeyboardEvent } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import type { TechCategory } from '../../generated/schema-types';
import { direction } from '../../i18n/languages';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { TechList } from './TechList';

/**
 * The categories as an ARIA tab list: the focused tab is the selected one (automatic activation),
 * arrows move in reading order (mirrored in right-to-left), Home/End jump to the ends.
 * Every panel is in the prerendered HTML; the inactive ones are hidden.
 */
export function CategoryTabs({
  categories,
  baseId,
  label,
}: {
  categories: readonly TechCategory[];
  baseId: string;
  label: { labelledBy?: string; text?: string };
}) {
  const text = useText();
  const rtl = direction(useLanguage()) === 'rtl';
  const { active, setActive, tabs, onKeyDown } = useTabs(categories.length, rtl);
  const tabId = (i: number) => `${baseId}-tab-${categories[i]?.id}`;
  const panelId = (i: number) => `${baseId}-panel-${categories[i]?.id}`;

  return (
    <>
      <div
        role="tablist"
        aria-labelledby={label.labelledBy}
        aria-label={label.labelledBy ? undefined : label.text}
        onKeyDown={onKeyDown}
        className="flex flex-wrap justify-center gap-2"
      >
        {categories.map((category, i) => (
          <button
            key={category.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === active}
            aria-controls={panelId(i)}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className={cn(
              'inline-flex min-h-11 items-center gap-2 rounded-full border px-5 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              i === active
                ? 'border-accent bg-accent text-accent-fg'
                : 'border-border bg-surface text-fg hover:border-accent',
            )}
          >
            {category.icon && <SpriteIcon name={category.icon} className="size-4" />}
            {text(category.label)}
          </button>
        ))}
      </div>
      {categories.map((category, i) => (
        <div
          key={category.id}
          role="tabpanel"
          id={panelId(i)}
          aria-labelledby={tabId(i)}
          hidden={i !== active}
          tabIndex={0}
          className="mt-8 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
        >
          <TechList technologies={category.technologies} />
        </div>
      ))}
    </>
  );
}

/**
 * The selected tab of `count` and the tab list's keys: arrows move in reading order (mirrored in
 * right-to-left), Home/End jump to the ends, and the tab moved to takes focus.
 */
function useTabs(count: number, rtl: boolean) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (i: number) => {
    const next = (i + count) % count;
    setActive(next);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: active + 1,
      [back]: active - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    select(target);
  };
  return { active, setActive, tabs, onKeyDown };
}
