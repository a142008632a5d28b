import { useId } from 'react';
import type { FeatureGrid as FeatureGridBlock } from '../../generated/schema-types';
import { cn } from '../../ui/cn';
import { SectionHeading } from '../../ui/SectionHeading';
import { usePhoneShowMore } from '../../engine/phoneShowMore';
import { FeatureCard } from './FeatureCard';

/**
 * A grid of icon cards: features, products, industries, perks, what's coming, with
 * optional badges, figures, facts, bullet points, metrics, name chips and a button per card.
 */
export default function FeatureGrid({ block }: { block: FeatureGridBlock }) {
  const titleId = useId();
  const listId = useId();
  const more = usePhoneShowMore(block.items.length, block.phoneShown);
  // Card headings sit one level under the section's heading, or take its place.
  const Heading = block.title ? 'h3' : 'h2';
  // A numbered grid is an ordered list: its order is part of its meaning.
  const List = block.numbered ? 'ol' : 'ul';
  const compact = block.variant === 'compact';
  return (
    <section aria-labelledby={block.title ? titleId : undefined} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={titleId} title={block.title} subtitle={block.subtitle} />
        {/* One card per row on phones, two on tablets, then the chosen number: the cards' share
            of a twelve-track row, and the widening of a shorter last row, are in styles.css. */}
        <List
          id={listId}
          data-fill={block.columns ?? 3}
          className={cn(
            'grid grid-cols-1 sm:grid-cols-12',
            compact ? 'gap-3 sm:gap-4' : 'gap-4 sm:gap-6',
            (block.title || block.subtitle) && 'mt-10',
          )}
        >
          {block.items.map((item, i) => (
            <FeatureCard
              key={`${i}-${item.title}`}
              item={item}
              number={block.numbered ? String(i + 1).padStart(2, '0') : undefined}
              compact={compact}
              Heading={Heading}
              className={more.itemClass(i)}
            />
          ))}
        </List>
        {more.toggle(listId)}
      </div>
    </section>
  );
}
