import { useId } from 'react';
import type { BlogCategory } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import type { ArticleSummary } from '../BlogArticle/article';
import { ArticleCard } from './ArticleCard';
import { gridClass } from './Results';
import { SkeletonCards } from './Skeleton';

/**
 * Featured articles (docs/site/blog.md#featured-articles), in the page's order; grey cards while
 * loading.
 */
export function Featured({
  articles,
  loadingCount,
  categories,
}: {
  articles: readonly ArticleSummary[] | null;
  loadingCount: number;
  categories: readonly BlogCategory[];
}) {
  const text = useText();
  const titleId = useId();
  if (articles !== null && articles.length === 0) return null;
  return (
    <section aria-labelledby={titleId} data-featured className="mt-12">
      <h2 id={titleId} className="text-2xl font-bold">
        {text('blog:list.featured')}
      </h2>
      {articles === null ? (
        <SkeletonCards count={loadingCount} className={cn('mt-6', gridClass('grid'))} />
      ) : (
        <ul className={cn('mt-6', gridClass('grid'))}>
          {articles.map((a) => (
            <li key={a.id}>
              <ArticleCard
                article={a}
                category={categories.find((c) => c.id === a.category)}
                layout="grid"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
