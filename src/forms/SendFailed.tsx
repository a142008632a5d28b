import type { ReactNode } from 'react';
import { cn } from '../ui/cn';

/**
 * What a form says when its send failed, read out at once; the answers stay in the form and its
 * button reads Try again.
 */
export function SendFailed({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p
      role="alert"
      data-form-error
      className={cn(
        'rounded-xl border border-red-500/60 bg-red-500/10 px-4 py-3 text-sm',
        className,
      )}
    >
      {children}
    </p>
  );
}
