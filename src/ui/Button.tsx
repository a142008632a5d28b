import type { ComponentProps } from 'react';
import { cn } from './cn';
import { SmartLink } from './SmartLink';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

// The engine's Try again (src/engine/BlockLoadFailed.tsx) writes the primary look out: change both.
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60';

export const buttonVariants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg hover:bg-accent-strong',
  secondary: 'border border-border bg-surface text-fg hover:border-accent',
  ghost: 'text-fg underline-offset-4 hover:underline',
};

export function buttonClass(variant: ButtonVariant = 'primary', className?: string) {
  return cn(base, buttonVariants[variant], className);
}

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

export function ButtonLink({
  variant = 'primary',
  className,
  href,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { href: string; variant?: ButtonVariant | undefined }) {
  return <SmartLink href={href} className={buttonClass(variant, className)} {...props} />;
}
