import type { BlogArticle as BlogArticleBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { SafeImage } from '../../ui/SafeImage';
import type { Article } from './article';
import { AuthorCard } from './AuthorCard';
import { Body } from './Body';
import { CategoryBadge } from './CategoryBadge';
import { Meta } from './Meta';
import { ShareButtons } from './ShareButtons';
import { CtaPanel } from '../../ui/CtaPanel';

/** The loaded article, top to bottom (docs/site/blog.md#article-sections). */
export function ArticleView({ article, block }: { article: Article; block: BlogArticleBlock }) {
  const text = useText();
  const category = block.categories.find((c) => c.id === article.category);
  return (
    <article data-article={article.id}>
      <header>
        <CategoryBadge category={category} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {article.title}
        </h1>
        <p className="mt-4 text-lg text-pretty text-muted sm:text-xl">{article.excerpt}</p>
        <div className="mt-6">
          <Meta article={article} />
        </div>
        <div className="mt-6 border-y border-border py-4">
          <ShareButtons title={article.title} excerpt={article.excerpt} />
        </div>
      </header>
      <SafeImage
        src={article.image}
        alt={article.imageAlt}
        width={1200}
        height={630}
        loading="eager"
        className="mt-10 aspect-[1200/630] h-auto w-full rounded-2xl object-cover"
      />
      <div className="mt-10">
        <Body nodes={article.body} />
      </div>
      {article.tags.length > 0 && (
        <div className="mt-12">
          <h2 className="text-sm font-semibold text-muted">{text('blog:article.tags')}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full border border-border bg-surface px-3 py-1 text-sm"
              >
                {tag}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-12">
        <AuthorCard author={article.author} />
      </div>
      <CtaPanel title={block.ctaTitle} body={block.ctaText} actions={block.actions} />
    </article>
  );
}
