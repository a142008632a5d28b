import { useId } from 'react';
import { useFigure } from '../../i18n/useFigure';
import { useText } from '../../i18n/useText';
import type { TestimonialsStats } from '../../generated/schema-types';
import { W } from './testimonials';

const KEYS = ['totalClients', 'satisfactionRate', 'projectsCompleted', 'yearsExperience'] as const;

/** The file's four figures with their labels; grey boxes of the same size while loading. */
export function Stats({ stats }: { stats: TestimonialsStats | null }) {
  const text = useText();
  const figure = useFigure();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        {text(W.list('statsLabel'))}
      </h2>
      <dl aria-busy={stats === null} data-stats className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {KEYS.map((key) => (
          <div
            key={key}
            className="flex flex-col-reverse rounded-2xl border border-border bg-surface p-5 text-center"
          >
            <dt className="mt-1 text-sm text-muted">{text(W.list(`stats.${key}`))}</dt>
            <dd className="text-3xl font-bold text-accent" data-stat={key}>
              {stats ? (
                figure(stats[key])
              ) : (
                <span className="mx-auto block h-9 w-20 animate-pulse rounded-lg bg-border/40" />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
