import { useLanguage } from '../../i18n/LanguageContext';
import { formatLongDate } from '../../content/dates';
import type { BlogCategory } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { SafeImage } from '../../ui/SafeImage';
import { SmartLink } from '../../ui/SmartLink';
import { cn } from '../../ui/cn';
import { formatCount, type ArticleSummary } from '../BlogArticle/article';
import { CategoryBadge } from '../BlogArticle/CategoryBadge';
import { cardTags } from './tags';

export type CardLayout = 'grid' | 'list';

/**
 * One article card. The whole card is clickable through its title link (stretched over the
 * card), so there is one link per card for keyboard and screen-reader users.
 */
export function ArticleCard({
  article,
  category,
  layout,
}: {
  article: ArticleSummary;
  category: BlogCategory | undefined;
  layout: CardLayout;
}) {
  const text = useText();
  const lang = useLanguage();
  const { shown, more } = cardTags(article.tags);
  const href = `/blog/${article.id}`;
  const row = layout === 'list';
  return (
    <article
      data-article-card={article.id}
      className={cn(
        'group relative flex h-full overflow-hidden rounded-2xl border border-border bg-surface transition-colors focus-within:border-accent hover:border-accent',
        row ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      <SafeImage
        src={article.image}
        alt=""
        width={1200}
        height={630}
        // One of three columns on a wide screen, of two on a tablet; a row's picture is narrow.
        sizes={
          row
            ? '(min-width: 640px) 320px, 100vw'
            : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
        }
        className={cn(
          'aspect-[1200/630] h-auto w-full object-cover',
          row && 'sm:w-64 sm:shrink-0 md:w-80',
        )}
      />
      <div className="flex flex-1 flex-col p-6">
        <CategoryBadge category={category} className="self-start" />
        <h3 className="mt-3 line-clamp-2 min-h-[2lh] text-lg font-semibold text-balance">
          <SmartLink
            href={href}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:text-accent hover:text-accent"
          >
            {article.title}
          </SmartLink>
        </h3>
        <p className="mt-2 line-clamp-3 min-h-[3lh] text-sm leading-relaxed text-muted">
          {article.excerpt}
        </p>
        <ul className="mt-4 flex flex-wrap gap-2 text-xs" data-card-tags>
          {shown.map((tag) => (
            <li key={tag} className="rounded-full border border-border bg-bg px-2.5 py-1">
              {tag}
            </li>
          ))}
          {more > 0 && (
            <li data-more-tags className="rounded-full px-2.5 py-1 text-muted">
              {text('blog:list.moreTags', { count: more })}
            </li>
          )}
        </ul>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-4 text-xs text-muted">
          <span className="font-semibold text-fg">{article.author.name}</span>
          <time dateTime={article.date}>{formatLongDate(article.date, lang)}</time>
          <span>
            {text('blog:list.minRead', {
              count: article.readingMinutes,
              value: formatCount(article.readingMinutes, lang),
            })}
          </span>
        </div>
      </div>
    </article>
  );
}
