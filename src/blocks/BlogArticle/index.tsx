import { BackLink } from '../../ui/BackLink';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useContent } from '../../content/useContent';
import { refreshHead } from '../../seo/refresh';
import type { BlogArticle as BlogArticleBlock } from '../../generated/schema-types';
import { useLanguage } from '../../i18n/LanguageContext';
import { useText } from '../../i18n/useText';
import { articleIdFromPath, articlePath, isArticle } from './article';
import { ArticleView } from './ArticleView';
import { Skeleton } from './Skeleton';
import { StatusView } from './StatusView';

/**
 * One article, by the id in the address (docs/site/blog.md#article-states): loading, then the
 * article, or the not-found view (non-OK answer, unknown id) or the failure view (request failed,
 * bad file).
 */
export default function BlogArticle({ block }: { block: BlogArticleBlock }) {
  const text = useText();
  const { pathname } = useLocation();
  const id = articleIdFromPath(pathname);
  const state = useContent(id ? articlePath(block.folder, id) : null, isArticle);
  const lang = useLanguage();
  // An article exists only in the languages it is written in: the English version the loader
  // falls back to is not this page's article.
  const shown =
    !id || (state.status === 'loaded' && !state.data.languages.includes(lang))
      ? ({ status: 'notFound' } as const)
      : state;
  const title = shown.status === 'loaded' ? shown.data.title : null;

  // The head describes the article once it is known (after a client-side navigation; the
  // prerendered HTML already does).
  useEffect(() => {
    if (title) refreshHead();
  }, [title]);

  return (
    <div className="px-4 pt-10 pb-16 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <BackLink href="/blog">{text('blog:article.back')}</BackLink>
        <div className="mt-6">
          {shown.status === 'loading' && <Skeleton />}
          {shown.status === 'loaded' && <ArticleView article={shown.data} block={block} />}
          {(shown.status === 'notFound' || shown.status === 'failed') && (
            <StatusView problem={shown.status} />
          )}
        </div>
      </div>
    </div>
  );
}
