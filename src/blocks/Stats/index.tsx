import type { Stats as StatsBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { SectionHeading } from '../../ui/SectionHeading';
import { useFigure } from '../../i18n/useFigure';

/** A row of figures: title, subtitle, metrics of number, label, description. */
export default function Stats({ block }: { block: StatsBlock }) {
  const figure = useFigure();
  const text = useText();
  const band = block.variant === 'band';
  return (
    <section
      className={cn('px-4 sm:px-6', band ? 'border-y border-border bg-surface py-10' : 'py-16')}
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading title={block.title} subtitle={block.subtitle} />
        <ul
          className={cn(
            'grid grid-cols-2 gap-4 lg:grid-cols-4',
            (block.title || block.subtitle) && 'mt-10',
          )}
        >
          {block.metrics.map((metric) => (
            <li
              key={metric.label}
              className={cn(
                'text-center',
                !band && 'rounded-2xl border border-border bg-surface p-4 sm:p-6',
              )}
            >
              <p className="text-4xl font-bold text-accent" dir="ltr">
                {figure(metric.number)}
              </p>
              <p className="mt-2 text-sm font-semibold break-words hyphens-auto sm:text-base">
                {text(metric.label)}
              </p>
              {metric.description && (
                <p className="mt-1 text-sm text-muted">{text(metric.description)}</p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
