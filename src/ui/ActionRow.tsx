import type { Action } from '../generated/schema-types';
import { ActionLink } from './ActionLink';
import type { ButtonVariant } from './Button';
import { cn } from './cn';

/** Where an action does not name its variant, its place decides: the first is the main one. */
const FIRST_THEN_SECONDARY: readonly ButtonVariant[] = ['primary', 'secondary'];

/**
 * A row of buttons from page data, the one way blocks lay out their actions. `ranks` gives the
 * variant by position (the last repeats) for actions that do not name one; an empty list leaves
 * each button its own default. Renders nothing when there are no actions.
 */
export function ActionRow({
  actions,
  className,
  ranks = FIRST_THEN_SECONDARY,
  about,
}: {
  actions: readonly Action[] | undefined;
  className?: string;
  ranks?: readonly ButtonVariant[];
  /**
   * What the buttons are about (the section's title), said to screen readers and crawlers after
   * each label: seven "Learn More" links on one page must each say what they lead to.
   */
  about?: string | undefined;
}) {
  if (!actions || actions.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {actions.map((action, i) => (
        <ActionLink
          key={action.href + action.label}
          action={action}
          about={about}
          variant={action.variant ?? ranks[Math.min(i, ranks.length - 1)]}
        />
      ))}
    </div>
  );
}
