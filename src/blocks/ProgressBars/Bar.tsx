import { cn } from '../../ui/cn';

/**
 * One bar, exposed to assistive technology: a progressbar for a pillar's progress, a meter
 * (a measurement in a known range) under an impact figure, where the figure is what is read out.
 */
export function Bar({
  width,
  role,
  labelledBy,
  valueText,
  empty,
  delayMs,
}: {
  width: number;
  role: 'progressbar' | 'meter';
  labelledBy: string;
  valueText?: string | undefined;
  /** Drawn empty while waiting to grow into view (see useGrowOnView). */
  empty: boolean;
  delayMs: number;
}) {
  return (
    <div
      role={role}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={width}
      aria-valuetext={valueText}
      className="h-2 w-full overflow-hidden rounded-full bg-bg"
    >
      <div
        data-bar-fill=""
        className={cn(
          // Grows by scaling from the start of the line: the compositor runs a transform, while
          // a width that moves lays the page out again on every frame. transform-origin has no
          // logical keyword, so the direction picks the side.
          'h-full origin-left rounded-full bg-accent rtl:origin-right',
          // The transition is on only once the bar may grow, so emptying it below the fold is
          // instant; motion-safe keeps reduced-motion visitors on a still bar regardless.
          !empty &&
            'motion-safe:transition-transform motion-safe:duration-1000 motion-safe:ease-out',
        )}
        style={{
          width: `${width}%`,
          transform: empty ? 'scaleX(0)' : undefined,
          transitionDelay: empty ? undefined : `${delayMs}ms`,
        }}
      />
    </div>
  );
}
