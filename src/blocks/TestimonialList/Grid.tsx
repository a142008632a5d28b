import { cn } from '../../ui/cn';
import { Card } from './Card';
import type { Testimonial } from './testimonials';

export const gridClass = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

export function Grid({
  items,
  onOpen,
  className,
  ...data
}: {
  items: readonly Testimonial[];
  onOpen: (item: Testimonial) => void;
  className?: string;
  [data: `data-${string}`]: boolean | string | undefined;
}) {
  return (
    <ul className={cn(gridClass, className)} {...data}>
      {items.map((t) => (
        <li key={t.id}>
          <Card item={t} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
