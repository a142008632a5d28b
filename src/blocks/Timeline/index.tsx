import type { Timeline as TimelineBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { SectionHeading } from '../../ui/SectionHeading';

/** Numbered steps in order (how we work, history, methodology). */
export default function Timeline({ block }: { block: TimelineBlock }) {
  const text = useText();
  return (
    <section className="px-4 py-16 sm:px-6">
      <SectionHeading title={block.title} subtitle={block.subtitle} />
      <ol className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-2 lg:grid-flow-col lg:grid-cols-none lg:auto-cols-fr">
        {block.steps.map((step, i) => (
          <li key={step.title} className="relative rounded-2xl border border-border bg-surface p-6">
            <p className="text-sm font-bold text-accent" aria-hidden="true">
              {step.label ?? String(i + 1).padStart(2, '0')}
            </p>
            <h3 className="mt-2 text-lg font-semibold">
              <span className="sr-only">{step.label ?? i + 1}. </span>
              {text(step.title)}
            </h3>
            <p className="mt-2 text-muted">{text(step.description)}</p>
            {step.duration && (
              <p className="mt-4 text-sm font-medium text-accent">{text(step.duration)}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
