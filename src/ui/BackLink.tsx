import type { ReactNode } from 'react';
import { SmartLink } from './SmartLink';

/**
 * "← Back to …" above a page about one item (an article, a testimonial, a case study): the arrow
 * turns with the reading direction, and the link is a full touch target.
 */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <SmartLink
      href={href}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
    >
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        ←
      </span>
      {children}
    </SmartLink>
  );
}
