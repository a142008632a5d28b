import type { ArticleAuthor } from '../../content/article';
import { Avatar as TeamAvatar } from '../../ui/Avatar';

export { initials } from '../../ui/initials';

/**
 * The author's portrait: their team entry's photo (scripts/lib/authors.ts), or their initials
 * when there is none or it fails to load, drawn by the team page's own Avatar. Decorative: the
 * byline writes the name beside it.
 */
export function Avatar({ author, className }: { author: ArticleAuthor; className?: string }) {
  return (
    <TeamAvatar
      name={author.name}
      photo={author.photo}
      className={className ?? 'size-16 text-lg'}
    />
  );
}
