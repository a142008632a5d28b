import type { ServiceSection } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { useFigure } from '../../i18n/useFigure';

type SectionMetrics = NonNullable<ServiceSection['metrics']>;

/** A small stats block inside a section (docs/site/solutions.md#product-metrics). */
export function Metrics({ metrics }: { metrics: SectionMetrics }) {
  const figure = useFigure();
  const text = useText();
  return (
    <div data-section-metrics className="rounded-2xl border border-border bg-surface p-6">
      <h3 className="text-lg font-semibold">{text(metrics.title)}</h3>
      {metrics.subtitle && <p className="mt-1 text-sm text-muted">{text(metrics.subtitle)}</p>}
      <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {metrics.items.map((item) => (
          <li key={item.label} className="rounded-xl bg-bg p-4 text-center">
            <p className="text-3xl font-bold text-accent" dir="ltr">
              {figure(item.number)}
            </p>
            <p className="mt-1 font-semibold">{text(item.label)}</p>
            {item.description && (
              <p className="mt-1 text-sm text-muted">{text(item.description)}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
