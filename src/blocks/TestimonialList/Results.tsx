import { useId } from 'react';
import { useText } from '../../i18n/useText';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { Grid, gridClass } from './Grid';
import { SkeletonCards } from './Skeleton';
import { W, type Testimonial } from './testimonials';

/** "Showing X of Y testimonials" (announced politely), Clear Filters, the cards or the empty state. */
export function Results({
  items,
  total,
  onOpen,
  onClear,
}: {
  items: readonly Testimonial[] | null;
  total: number;
  onOpen: (item: Testimonial) => void;
  onClear: () => void;
}) {
  const text = useText();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={items === null} className="mt-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-2xl font-bold">
            {text(W.list('all'))}
          </h2>
          <p aria-live="polite" data-count className="mt-1 min-h-6 text-muted">
            {items === null
              ? text(W.list('loading'))
              : text(W.list('showing'), { count: total, shown: items.length })}
          </p>
        </div>
        <Button variant="secondary" data-clear onClick={onClear}>
          {text(W.list('clear'))}
        </Button>
      </div>
      {items === null ? (
        <SkeletonCards count={6} className={cn('mt-6', gridClass)} />
      ) : items.length === 0 ? (
        <div
          data-empty
          className="mt-6 rounded-2xl border border-dashed border-border p-12 text-center"
        >
          <p className="text-xl font-semibold">{text(W.list('emptyTitle'))}</p>
          <p className="mt-2 text-muted">{text(W.list('emptyText'))}</p>
        </div>
      ) : (
        <Grid items={items} onOpen={onOpen} className="mt-6" data-results />
      )}
    </section>
  );
}
