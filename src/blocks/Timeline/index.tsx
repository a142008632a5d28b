import type { Timeline as TimelineBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { around } from '../../i18n/typography';
import { SectionHeading } from '../../ui/SectionHeading';
import { SpriteIcon } from '../../ui/SpriteIcon';

/** Numbered steps in order (how we work, history, methodology), optionally with deliverables. */
export default function Timeline({ block }: { block: TimelineBlock }) {
  const text = useText();
  return (
    <section className="px-4 py-16 sm:px-6">
      <SectionHeading title={block.title} subtitle={block.subtitle} />
      <ol className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-2 lg:grid-flow-col lg:grid-cols-none lg:auto-cols-fr">
        {block.steps.map((step, i) => (
          <li
            key={step.title}
            className="relative flex flex-col rounded-2xl border border-border bg-surface p-6"
          >
            <p className="text-sm font-bold text-accent" aria-hidden="true">
              {step.label ?? String(i + 1).padStart(2, '0')}
            </p>
            <h3 className="mt-2 text-lg font-semibold break-words">
              {(() => {
                // "2019: Founded…", "2019 : Fondation…": the step and its title as the words
                // join a label to its text (common:phrase.labelled), never "2019. Fondation".
                const [before, after] = around((value) =>
                  text('common:phrase.labelled', { label: String(step.label ?? i + 1), value }),
                );
                return (
                  <>
                    <span className="sr-only">{before}</span>
                    {text(step.title)}
                    {after && <span className="sr-only">{after}</span>}
                  </>
                );
              })()}
            </h3>
            <p className="mt-2 text-muted">{text(step.description)}</p>
            {step.deliverables && (
              <div className="mt-4">
                {block.deliverablesLabel && (
                  <h4 className="text-sm font-semibold">{text(block.deliverablesLabel)}</h4>
                )}
                <ul className="mt-2 space-y-1.5 text-sm text-muted">
                  {step.deliverables.map((item) => (
                    <li key={item} className="flex items-start gap-2">
                      <SpriteIcon
                        name="circle-check"
                        className="mt-0.5 size-4 shrink-0 text-accent"
                      />
                      <span className="min-w-0">{text(item)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {step.duration && (
              <p className="mt-auto flex items-center gap-1.5 pt-4 text-sm font-medium text-accent">
                <SpriteIcon name="clock" className="size-4 shrink-0" />
                {text(step.duration)}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
