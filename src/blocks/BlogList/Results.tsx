import { useId, type Ref } from 'react';
import type { BlogCategory } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import type { ArticleSummary } from '../BlogArticle/article';
import { ArticleCard, type CardLayout } from './ArticleCard';
import { SkeletonCards } from './Skeleton';

export const gridClass = (layout: CardLayout) =>
  layout === 'grid'
    ? 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3'
    : 'grid grid-cols-1 gap-6';

/** "All Articles" with the count (announced politely), the cards, or the empty state. */
export function Results({
  articles,
  loadingCount,
  layout,
  categories,
  headingRef,
  onClear,
}: {
  articles: readonly ArticleSummary[] | null;
  loadingCount: number;
  layout: CardLayout;
  categories: readonly BlogCategory[];
  headingRef: Ref<HTMLHeadingElement>;
  onClear: () => void;
}) {
  const text = useText();
  const titleId = useId();
  const byId = (id: string) => categories.find((c) => c.id === id);
  return (
    <section aria-labelledby={titleId} aria-busy={articles === null} className="mt-12 scroll-mt-24">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          {text('blog:list.all')}
        </h2>
        <p role="status" data-count className="min-h-6 text-muted">
          {articles === null
            ? text('blog:list.loading')
            : text('blog:list.count', { count: articles.length })}
        </p>
      </div>
      {articles === null ? (
        <SkeletonCards count={loadingCount} className={cn('mt-6', gridClass('grid'))} />
      ) : articles.length === 0 ? (
        <div
          data-empty
          className="mt-6 rounded-2xl border border-dashed border-border p-12 text-center"
        >
          <p className="text-xl font-semibold">{text('blog:list.emptyTitle')}</p>
          <p className="mt-2 text-muted">{text('blog:list.emptyText')}</p>
          <Button variant="secondary" className="mt-6" onClick={onClear}>
            {text('blog:list.clear')}
          </Button>
        </div>
      ) : (
        <ul data-results={layout} className={cn('mt-6', gridClass(layout))}>
          {articles.map((a) => (
            <li key={a.id}>
              <ArticleCard article={a} category={byId(a.category)} layout={layout} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
