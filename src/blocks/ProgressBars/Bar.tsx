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
          'h-full rounded-full bg-accent',
          // The transition is on only once the bar may grow, so emptying it below the fold is
          // instant; motion-safe keeps reduced-motion visitors on a still bar regardless.
          !empty && 'motion-safe:transition-[width] motion-safe:duration-1000 motion-safe:ease-out',
        )}
        style={{
          width: empty ? '0%' : `${width}%`,
          transitionDelay: empty ? undefined : `${delayMs}ms`,
        }}
      />
    </div>
  );
}
