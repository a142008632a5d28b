import { useId } from 'react';
import type { BlogCategory } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { categoryDot } from '../BlogArticle/article';

/** Category cards (docs/site/blog.md#list-sections): choosing one sets the category filter. */
export function CategoryBrowse({
  categories,
  onChoose,
}: {
  categories: readonly BlogCategory[];
  onChoose: (id: string) => void;
}) {
  const text = useText();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-20">
      <div className="text-center">
        <h2 id={titleId} className="text-3xl font-bold tracking-tight">
          {text('blog:list.browseTitle')}
        </h2>
        <p className="mt-3 text-lg text-muted">{text('blog:list.browseSubtitle')}</p>
      </div>
      <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              data-browse={c.id}
              onClick={() => onChoose(c.id)}
              className="flex h-full w-full flex-col items-start rounded-2xl border border-border bg-surface p-6 text-start transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <span
                aria-hidden="true"
                className={cn('mb-4 h-1 w-12 rounded-full', categoryDot[c.color])}
              />
              <span className="inline-flex rounded-xl bg-bg p-3 text-accent">
                <SpriteIcon name={c.icon} className="size-6" />
              </span>
              <span className="mt-4 text-lg font-semibold">{text(c.name)}</span>
              <span className="mt-2 text-sm leading-relaxed text-muted">{text(c.description)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
