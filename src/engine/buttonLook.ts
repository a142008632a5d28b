import { clsx } from 'clsx';

/**
 * The look of the site's buttons, by variant. It lives below the interface layer because the
 * engine draws a button of its own (Try again, where a block's code did not arrive:
 * BlockLoadFailed.tsx), and the interface's Button (src/ui/Button.tsx) draws every other one:
 * one look, written once, for both.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60';

export const buttonVariants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg hover:bg-accent-strong',
  secondary: 'border border-border bg-surface text-fg hover:border-accent',
  ghost: 'text-fg underline-offset-4 hover:underline',
};

export function buttonClass(variant: ButtonVariant = 'primary', className?: string) {
  return clsx(base, buttonVariants[variant], className);
}
