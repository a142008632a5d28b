import { useId, useState, type ReactNode } from 'react';
import { cn } from './cn';

export interface AccordionItem {
  question: ReactNode;
  answer: ReactNode;
}

/** One open item at a time; choosing the open item again closes it (docs/site/services.md#faq). */
export function nextOpen(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}

/**
 * The WAI-ARIA accordion pattern: each question is a button in a heading, with aria-expanded
 * and aria-controls; each answer is a region labelled by its question. Closed answers are
 * `hidden`, so they leave the accessibility tree. Written by hand because it is this small
 * and a primitives library would add to every page's bundle that uses an FAQ.
 */
export function Accordion({
  items,
  headingLevel = 3,
  className,
}: {
  items: readonly AccordionItem[];
  headingLevel?: 3 | 4;
  className?: string;
}) {
  const base = useId();
  const [open, setOpen] = useState<number | null>(null);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={cn('divide-y divide-border rounded-2xl border border-border', className)}>
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${base}-q${i}`;
        const panelId = `${base}-a${i}`;
        return (
          <div key={i} data-accordion-item>
            <Heading className="text-base font-semibold">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((o) => nextOpen(o, i))}
                className="flex min-h-11 w-full items-center justify-between gap-4 px-5 py-4 text-start focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
              >
                <span>{item.question}</span>
                <PlusMinus open={expanded} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-muted"
            >
              <p className="leading-relaxed">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

// The icon set has no chevron; a plus that turns into a minus needs no icon at all.
function PlusMinus({ open }: { open: boolean }) {
  return (
    <span aria-hidden="true" className="relative size-4 shrink-0 text-accent">
      <span className="absolute inset-0 m-auto h-0.5 w-4 rounded bg-current" />
      <span
        className={cn(
          'absolute inset-0 m-auto h-4 w-0.5 rounded bg-current transition-transform motion-reduce:transition-none',
          open && 'scale-y-0',
        )}
      />
    </span>
  );
}
