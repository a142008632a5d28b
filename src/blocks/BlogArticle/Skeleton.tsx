import { useText } from '../../i18n/useText';

const bar = 'rounded-lg bg-surface';

/**
 * The loading state (docs/site/blog.md#article-states), prerendered: the article's shape in grey,
 * announced once, so the loaded article replaces it without moving what is above.
 */
export function Skeleton() {
  const text = useText();
  return (
    <div role="status" aria-busy="true" data-article-loading className="animate-pulse">
      <span className="sr-only">{text('blog:article.loading')}</span>
      <div aria-hidden="true">
        <div className={`${bar} h-7 w-40 rounded-full`} />
        <div className={`${bar} mt-6 h-12 w-full`} />
        <div className={`${bar} mt-3 h-12 w-2/3`} />
        <div className={`${bar} mt-6 h-6 w-full`} />
        <div className={`${bar} mt-8 h-11 w-3/4`} />
        <div className={`${bar} mt-10 aspect-[1200/630] w-full rounded-2xl`} />
        <div className={`${bar} mt-10 h-64 w-full`} />
      </div>
    </div>
  );
}
