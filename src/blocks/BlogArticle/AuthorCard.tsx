import type { ArticleAuthor } from '../../content/article';
import { useText } from '../../i18n/useText';
import { Avatar } from './Avatar';

export function AuthorCard({ author }: { author: ArticleAuthor }) {
  const text = useText();
  return (
    <section
      aria-label={text('blog:article.aboutAuthor')}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 sm:flex-row"
    >
      <Avatar author={author} />
      <div>
        <p className="text-sm font-semibold text-muted">{text('blog:article.aboutAuthor')}</p>
        <p className="mt-1 text-lg font-bold">{author.name}</p>
        {author.role && <p className="text-sm text-accent">{author.role}</p>}
        {author.bio && <p className="mt-3 leading-relaxed text-muted">{author.bio}</p>}
      </div>
    </section>
  );
}
