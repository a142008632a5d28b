import { useId } from 'react';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { Grid, gridClass } from './Grid';
import { SkeletonCards } from './Skeleton';
import { W, type Testimonial } from './testimonials';

/** The stories the file marks featured; grey cards while loading. */
export function Featured({
  items,
  onOpen,
}: {
  items: readonly Testimonial[] | null;
  onOpen: (item: Testimonial) => void;
}) {
  const text = useText();
  const titleId = useId();
  if (items !== null && items.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="mt-12">
      <h2 id={titleId} className="text-2xl font-bold">
        {text(W.list('featured'))}
      </h2>
      {items === null ? (
        <SkeletonCards count={3} className={cn('mt-6', gridClass)} />
      ) : (
        <Grid items={items} onOpen={onOpen} className="mt-6" data-featured />
      )}
    </section>
  );
}
