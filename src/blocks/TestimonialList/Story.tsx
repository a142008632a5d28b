import type { ReactNode } from 'react';
import type { FeatureIcon } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { ProjectFacts } from './ProjectFacts';
import { StoryHeader } from './StoryHeader';
import { W, type Testimonial } from './testimonials';

type SubHeading = 'h2' | 'h3';

function List({
  title,
  items,
  icon,
  Heading,
}: {
  title: string;
  items: string[];
  icon: FeatureIcon;
  Heading: SubHeading;
}) {
  if (items.length === 0) return null;
  return (
    <section className="rounded-2xl border border-border bg-bg p-5">
      <Heading className="font-semibold">{title}</Heading>
      <ul className="mt-3 space-y-2 text-sm leading-relaxed">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <SpriteIcon name={icon} className="mt-0.5 size-4 shrink-0 text-accent" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The whole story (docs/site/testimonials.md#story-sheet): who, the full testimonial, the project's
 * facts, results, challenges and solutions. The same view fills the bottom sheet (an h2 title) and
 * the detail page (h1).
 */
export function Story({
  item,
  titleId,
  level,
  actions,
}: {
  item: Testimonial;
  titleId: string;
  level: 1 | 2;
  actions: ReactNode;
}) {
  const text = useText();
  // One level under the title, so that the outline never skips a level (h1 → h3 on the page).
  const Sub: SubHeading = level === 1 ? 'h2' : 'h3';
  return (
    <article data-story={item.id}>
      <StoryHeader item={item} titleId={titleId} level={level} />

      <section className="mt-6">
        <Sub className="sr-only">{text(W.story('fullStory'))}</Sub>
        <blockquote
          data-full-story
          className="border-s-4 border-accent ps-4 text-lg leading-relaxed text-pretty"
        >
          {item.fullTestimonial}
        </blockquote>
      </section>

      <ProjectFacts item={item} Heading={Sub} />

      <div className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-3">
        <List
          title={text(W.story('results'))}
          items={item.results}
          icon="trending-up"
          Heading={Sub}
        />
        <List
          title={text(W.story('challenges'))}
          items={item.challenges}
          icon="target"
          Heading={Sub}
        />
        <List
          title={text(W.story('solutions'))}
          items={item.solutions}
          icon="lightbulb"
          Heading={Sub}
        />
      </div>

      <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
    </article>
  );
}
