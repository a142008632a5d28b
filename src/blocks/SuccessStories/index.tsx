import type { SuccessStories as SuccessStoriesBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { SafeImage } from '../../ui/SafeImage';
import { SectionHeading } from '../../ui/SectionHeading';
import { SmartLink } from '../../ui/SmartLink';
import { useFigure } from '../../i18n/useFigure';

/** Image cards with each client's headline result; a failed photo becomes a placeholder. */
export default function SuccessStories({ block }: { block: SuccessStoriesBlock }) {
  const figure = useFigure();
  const text = useText();
  return (
    <section className="px-4 py-16 sm:px-6">
      <SectionHeading title={block.title} subtitle={block.subtitle} />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
        {block.stories.map((story) => {
          const body = (
            <>
              <SafeImage
                src={story.image}
                alt={text(story.alt)}
                width={800}
                height={500}
                className="aspect-[8/5] w-full object-cover"
              />
              <div className="p-6">
                <p className="inline-block rounded-full border border-border px-3 py-1 text-xs font-medium text-muted">
                  {text(story.industry)}
                </p>
                <h3 className="mt-3 text-lg font-semibold">{text(story.title)}</h3>
                <p className="mt-4 flex items-baseline gap-2">
                  <span className="text-3xl font-bold text-accent" dir="ltr">
                    {figure(story.metric)}
                  </span>
                  <span className="text-sm text-muted">{text(story.metricLabel)}</span>
                </p>
              </div>
            </>
          );
          return (
            <li
              key={story.title}
              className="overflow-hidden rounded-2xl border border-border bg-surface"
            >
              {story.href ? (
                <SmartLink
                  href={story.href}
                  className="block h-full focus-visible:outline-2 focus-visible:outline-accent"
                >
                  {body}
                </SmartLink>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
