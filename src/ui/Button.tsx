import type { ComponentProps } from 'react';
import { buttonClass, type ButtonVariant } from '../engine/buttonLook';
import { SmartLink } from './SmartLink';

// The look is the engine's (src/engine/buttonLook.ts), shared with its own Try again button.
export { buttonClass, buttonVariants, type ButtonVariant } from '../engine/buttonLook';

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
