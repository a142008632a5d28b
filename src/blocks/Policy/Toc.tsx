import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PolicySection } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { goToSection } from './scroll';

interface Props {
  sections: readonly PolicySection[];
  active: string | null;
  onChoose: (id: string) => void;
}

const linkFocus =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** Real anchors, so the list works before hydration; after it, the jump is smooth and tracked. */
function useJump(onChoose: (id: string) => void) {
  return (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    onChoose(id);
    goToSection(id);
  };
}

/**
 * The side list of large screens, with each section's badge
 * (docs/site/policies.md#table-of-contents).
 */
export function TocList({ sections, active, onChoose }: Props) {
  const { t } = useTranslation();
  const text = useText();
  const jump = useJump(onChoose);
  return (
    <nav aria-label={t('policy.tocLabel')} data-toc="side">
      <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t('policy.toc')}
      </h2>
      <ol className="mt-3 space-y-1 border-s border-border">
        {sections.map((s) => {
          const current = s.id === active;
          return (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                onClick={(e) => jump(e, s.id)}
                aria-current={current ? 'location' : undefined}
                className={cn(
                  '-ms-px flex items-center justify-between gap-2 border-s-2 py-1.5 ps-3 pe-1 text-sm transition-colors',
                  linkFocus,
                  current
                    ? 'border-accent font-semibold text-fg'
                    : 'border-transparent text-muted hover:text-fg',
                )}
              >
                <span>{text(s.title)}</span>
                {s.badge && (
                  <span className="shrink-0 rounded-full border border-accent px-2 text-xs font-medium text-fg">
                    {text(s.badge)}
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The horizontal strip of small screens, sticky under the header. The current chip is kept in
 * view by scrolling the strip alone: scrollIntoView would also stop the page's smooth scroll.
 */
export function TocStrip({ sections, active, onChoose }: Props) {
  const { t } = useTranslation();
  const text = useText();
  const jump = useJump(onChoose);
  const strip = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = strip.current;
    const chip = active ? list?.querySelector<HTMLElement>(`[data-toc-id="${active}"]`) : null;
    if (!list || !chip || list.clientWidth === 0) return;
    const a = chip.getBoundingClientRect();
    const b = list.getBoundingClientRect();
    // Centre the chip; scrollBy is relative, so it works the same right-to-left.
    list.scrollBy({ left: a.left + a.width / 2 - (b.left + b.width / 2) });
  }, [active]);
  return (
    <nav
      aria-label={t('policy.tocLabel')}
      data-toc="strip"
      className="sticky top-16 z-20 -mx-4 border-y border-border bg-bg/95 backdrop-blur sm:-mx-6 lg:hidden print:hidden"
    >
      <ol ref={strip} className="flex gap-2 overflow-x-auto px-4 py-2 sm:px-6">
        {sections.map((s) => {
          const current = s.id === active;
          return (
            <li key={s.id} className="shrink-0">
              <a
                href={`#${s.id}`}
                data-toc-id={s.id}
                onClick={(e) => jump(e, s.id)}
                aria-current={current ? 'location' : undefined}
                className={cn(
                  'inline-flex min-h-9 items-center gap-2 rounded-full border px-3 text-sm whitespace-nowrap',
                  linkFocus,
                  current
                    ? 'border-accent bg-accent text-accent-fg'
                    : 'border-border bg-surface text-fg',
                )}
              >
                {text(s.title)}
                {s.badge && <span className="text-xs font-semibold">· {text(s.badge)}</span>}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
