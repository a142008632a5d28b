import type { ReactNode } from 'react';
import { cn } from '../../../ui/cn';

/**
 * The root every hero visual shares. It fills the hero's absolute box and crops (slice) rather
 * than letterboxes, so a phone sees the middle of the drawing and a desktop the whole width;
 * hv-calm fades the middle, where the headline sits. A directional motif (a line rising toward
 * the end side, a chat's sides) mirrors in right-to-left languages.
 */
export function Frame({
  className,
  directional = false,
  children,
}: {
  className?: string;
  directional?: boolean;
  children: ReactNode;
}) {
  // The drift moves an HTML box: Chrome runs an animation on the compositor only for HTML
  // elements, and an SVG's own would repaint the drawing on the main thread at every frame.
  return (
    <div className="hv-drift absolute inset-0">
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 1200 600"
        preserveAspectRatio="xMidYMid slice"
        fill="none"
        className={cn(
          'hv-calm absolute inset-0 h-full w-full text-accent',
          directional && 'rtl:-scale-x-100',
          className,
        )}
      >
        {children}
      </svg>
    </div>
  );
}
