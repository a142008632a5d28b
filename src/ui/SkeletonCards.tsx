import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A list's loading state: `count` grey cards, each drawn by `card` in the loaded cards' shape, so
 * the prerendered page reserves the space the loaded ones will take. Hidden from screen readers.
 */
export function SkeletonCards({
  count,
  className,
  cardClass,
  card,
}: {
  count: number;
  className?: string | undefined;
  /** The class of each card's <li>: the loaded card's box. */
  cardClass: string;
  /** What one card holds: grey bars where the loaded card has its lines. */
  card: ReactNode;
}) {
  return (
    <ul aria-hidden="true" data-skeleton className={cn('animate-pulse', className)}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={cardClass}>
          {card}
        </li>
      ))}
    </ul>
  );
}
