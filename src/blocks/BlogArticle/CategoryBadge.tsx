import { useText } from '../../i18n/useText';
import type { TextKey } from '../../generated/schema-types';
import { cn } from '../../ui/cn';
import { categoryBorder, categoryDot, type CategoryColor } from './article';

/** A category's name in a pill with its colour. */
export function CategoryBadge({
  category,
  className,
}: {
  category: { name: TextKey; color: CategoryColor } | undefined;
  className?: string;
}) {
  const text = useText();
  if (!category) return null;
  return (
    <span
      data-category-badge
      className={cn(
        'inline-flex items-center gap-2 rounded-full border bg-bg px-3 py-1 text-xs font-semibold text-fg',
        categoryBorder[category.color],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', categoryDot[category.color])} />
      {text(category.name)}
    </span>
  );
}
