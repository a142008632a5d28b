import type { SuccessStories as SuccessStoriesBlock } from '../../generated/schema-types';
import { useContent } from '../../content/useContent';
import { useText } from '../../i18n/useText';
import { useFigure } from '../../i18n/useFigure';
import { cn } from '../../ui/cn';
import { EntryImage } from '../../ui/SafeImage';
import { SectionHeading } from '../../ui/SectionHeading';
import { SmartLink } from '../../ui/SmartLink';
import { isCaseStudiesView } from '../CaseStudies/shown';
import { shownStory, type ShownStory } from './shown';

/**
 * Client success stories as cards with their headline results: a story naming a case study
 * shows that entry's industry, title and figures (the collection is embedded in the prerendered
 * page); a failed picture becomes a placeholder.
 */
export default function SuccessStories({ block }: { block: SuccessStoriesBlock }) {
  const text = useText();
  const named = block.stories.some((s) => s.caseStudy);
  const content = useContent(named ? 'case-studies' : null, isCaseStudiesView);
  const studies = content.status === 'loaded' ? content.data.items : [];
  const stories = block.stories
    .map((s) => shownStory(s, studies, text))
    .filter((s): s is ShownStory => s !== null);
  return (
    <section className="px-4 py-16 sm:px-6">
      <SectionHeading title={block.title} subtitle={block.subtitle} />
      <ul
        className={cn(
          'mx-auto mt-12 grid max-w-6xl gap-6',
          block.columns === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3',
        )}
      >
        {stories.map((story) => (
          <li
            key={story.key}
            data-story={story.key}
            className="overflow-hidden rounded-2xl border border-border bg-surface"
          >
            {story.href ? (
              <SmartLink
                href={story.href}
                className="block h-full focus-visible:outline-2 focus-visible:outline-accent"
              >
                <StoryCard story={story} />
              </SmartLink>
            ) : (
              <StoryCard story={story} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function StoryCard({ story }: { story: ShownStory }) {
  const figure = useFigure();
  return (
    <>
      <EntryImage image={story.image} height={500} className="aspect-[8/5] w-full object-cover" />
      <div className="p-6">
        <p className="inline-block rounded-full border border-border px-3 py-1 text-xs font-medium text-muted">
          {story.industry}
        </p>
        <h3 className="mt-3 text-lg font-semibold">{story.title}</h3>
        {story.results.map((r, i) => (
          <p key={`${i}:${r.label}`} className="mt-4 flex items-baseline gap-2">
            <span className="text-3xl font-bold text-accent" dir="ltr">
              {figure(r.value)}
            </span>
            <span className="text-sm text-muted">{r.label}</span>
          </p>
        ))}
      </div>
    </>
  );
}
