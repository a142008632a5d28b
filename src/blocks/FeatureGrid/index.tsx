import { useId } from 'react';
import type { FeatureGrid as FeatureGridBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { SectionHeading } from '../../ui/SectionHeading';
import { SpriteIcon } from '../../ui/SpriteIcon';

// One card per row on phones, two on tablets, then the chosen number.
const columns: Record<NonNullable<FeatureGridBlock['columns']>, string> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** A grid of icon cards: features, products, industries, perks (spec §2 "What's Coming"). */
export default function FeatureGrid({ block }: { block: FeatureGridBlock }) {
  const text = useText();
  const titleId = useId();
  // Card headings sit one level under the section's heading, or take its place.
  const CardHeading = block.title ? 'h3' : 'h2';
  return (
    <section aria-labelledby={block.title ? titleId : undefined} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={titleId} title={block.title} subtitle={block.subtitle} />
        <ul
          className={cn(
            'grid grid-cols-1 gap-4 sm:gap-6',
            columns[block.columns ?? 3],
            (block.title || block.subtitle) && 'mt-10',
          )}
        >
          {block.items.map((item) => {
            return (
              <li
                key={item.title}
                className="rounded-2xl border border-border bg-surface p-6 text-start transition-colors hover:border-accent"
              >
                {item.icon && (
                  <span className="mb-4 inline-flex rounded-xl bg-bg p-3 text-accent">
                    <SpriteIcon name={item.icon} className="size-6" />
                  </span>
                )}
                <CardHeading className="text-lg font-semibold">{text(item.title)}</CardHeading>
                {item.description && (
                  <p className="mt-2 text-sm leading-relaxed text-muted">
                    {text(item.description)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
