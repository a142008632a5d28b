import type { FeatureGridItem } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { ActionLink } from '../../ui/ActionLink';
import { cn } from '../../ui/cn';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { CardFigure, CardMeta, CardMetrics, CardPoints, CardTags, CardTop } from './parts';

/** One card of the grid; every field beyond the title is optional and drawn only when set. */
export function FeatureCard({
  item,
  number,
  compact,
  Heading,
  className,
}: {
  item: FeatureGridItem;
  /** "01", "02" … when the grid is numbered. */
  number?: string | undefined;
  compact: boolean;
  Heading: 'h2' | 'h3';
  /** Extra classes of the card's list item (hidden on a phone while the list is folded). */
  className?: string | undefined;
}) {
  const text = useText();
  const icon = item.icon && (
    <span
      className={cn(
        'inline-flex shrink-0 rounded-xl bg-bg text-accent',
        compact ? 'p-2' : 'mb-4 self-start p-3',
      )}
    >
      <SpriteIcon name={item.icon} className={compact ? 'size-5' : 'size-6'} />
    </span>
  );
  const heading = (
    <Heading className={cn('font-semibold', compact ? 'text-base' : 'text-lg')}>
      {text(item.title)}
    </Heading>
  );
  return (
    <li
      className={cn(
        'flex flex-col rounded-2xl border border-border bg-surface text-start transition-colors hover:border-accent',
        compact ? 'p-4' : 'p-6',
        className,
      )}
    >
      {(number || item.badge) && <CardTop number={number} badge={item.badge} />}
      {compact ? (
        <div className="flex items-center gap-3">
          {icon}
          {heading}
        </div>
      ) : (
        <>
          {icon}
          {heading}
        </>
      )}
      {item.meta && item.meta.length > 0 && <CardMeta meta={item.meta} />}
      {item.description && (
        <p className="mt-2 text-sm leading-relaxed text-muted">{text(item.description)}</p>
      )}
      {item.figure && <CardFigure figure={item.figure} label={item.figureLabel} />}
      {item.points && item.points.length > 0 && <CardPoints points={item.points} />}
      {item.metrics && item.metrics.length > 0 && <CardMetrics metrics={item.metrics} />}
      {item.tags && item.tags.length > 0 && <CardTags tags={item.tags} />}
      {item.link && (
        // mt-auto keeps the buttons of a row of cards on one line.
        <div className="mt-auto pt-5">
          <ActionLink action={item.link} variant={item.link.variant ?? 'secondary'} />
        </div>
      )}
    </li>
  );
}
