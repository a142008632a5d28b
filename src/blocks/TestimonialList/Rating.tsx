import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { RATING_MAX, W } from './testimonials';

/** Five stars, the first `rating` filled; read out as "4 out of 5". */
export function Rating({ rating, className }: { rating: number; className?: string }) {
  const text = useText();
  return (
    <span
      role="img"
      data-rating={rating}
      aria-label={text(W.story('rating'), { rating, max: RATING_MAX })}
      className={cn('inline-flex gap-0.5', className)}
    >
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <SpriteIcon
          key={i}
          name="star"
          className={cn(
            'size-4',
            i < rating ? 'fill-current text-amber-500' : 'text-muted opacity-50',
          )}
        />
      ))}
    </span>
  );
}
