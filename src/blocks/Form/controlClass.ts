import { cn } from '../../ui/cn';

/** The look of every text field, select and file field of a form. */
export const controlClass = cn(
  'w-full min-w-0 rounded-xl border border-muted bg-bg px-4 py-2.5 text-fg',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
  'user-invalid:border-red-700 dark:user-invalid:border-red-400',
  'disabled:opacity-60',
);
