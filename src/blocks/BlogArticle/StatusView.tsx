import { useText } from '../../i18n/useText';
import { Button, ButtonLink } from '../../ui/Button';

/**
 * docs/site/blog.md#article-states: a non-OK answer shows "Article Not Found" with "Article not
 * found" and Back to Blog; a failed request shows "Failed to load article" in the same layout, with
 * a retry.
 */
export function StatusView({ problem }: { problem: 'notFound' | 'failed' }) {
  const text = useText();
  const notFound = problem === 'notFound';
  return (
    <div data-article-status={problem} className="mx-auto max-w-xl py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        {text(notFound ? 'blog:article.notFoundTitle' : 'blog:article.failed')}
      </h1>
      <p role="alert" className="mt-4 text-lg font-semibold">
        {text(notFound ? 'blog:article.notFound' : 'blog:article.failed')}
      </p>
      <p className="mt-2 text-muted">
        {text(notFound ? 'blog:article.notFoundHint' : 'blog:article.failedHint')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/blog">{text('blog:article.back')}</ButtonLink>
        {!notFound && (
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {text('blog:article.retry')}
          </Button>
        )}
      </div>
    </div>
  );
}
