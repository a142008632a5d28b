import { useLanguage } from '../../i18n/LanguageContext';
import { formatLongDate } from '../../content/dates';
import type { FeatureIcon } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { formatCount, type Article } from './article';
import { Avatar } from './Avatar';

/** Author, date, read time and the counts under the headline. */
export function Meta({ article }: { article: Article }) {
  const text = useText();
  const lang = useLanguage();
  const count = (key: string, n: number) => text(key, { count: n, value: formatCount(n, lang) });
  // Counts show only when the article gives them: a figure nobody measured is never made up.
  const counted = (icon: FeatureIcon, name: 'views' | 'likes' | 'comments') => {
    const n = article[name];
    return n === undefined ? [] : [[icon, name, count(`blog:article.${name}`, n)] as const];
  };
  const items: (readonly [FeatureIcon, string, string])[] = [
    [
      'clock',
      'read-time',
      text('blog:article.readTime', {
        count: article.readingMinutes,
        value: formatCount(article.readingMinutes, lang),
      }),
    ],
    ...counted('eye', 'views'),
    ...counted('heart', 'likes'),
    ...counted('message-circle', 'comments'),
  ];
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-muted">
      <span className="flex items-center gap-3 text-fg">
        <Avatar author={article.author} className="size-10 text-sm" />
        <span className="font-semibold">
          {text('blog:article.by', { name: article.author.name })}
        </span>
      </span>
      <span className="flex items-center gap-2">
        <SpriteIcon name="calendar" className="size-4" />
        <span className="sr-only">{text('blog:article.publishedOn')}</span>
        <time data-article-date dateTime={article.date}>
          {formatLongDate(article.date, lang)}
        </time>
      </span>
      {items.map(([icon, name, label]) => (
        <span key={name} data-meta={name} className="flex items-center gap-2">
          <SpriteIcon name={icon} className="size-4" />
          {label}
        </span>
      ))}
    </div>
  );
}
