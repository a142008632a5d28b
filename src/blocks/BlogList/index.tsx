import { useEffect, useRef, useState } from 'react';
import { ALL, featuredArticles, filterArticles } from '../../content/filters';
import { useContent } from '../../content/useContent';
import type { BlogList as BlogListBlock } from '../../generated/schema-types';
import { isArticleList, listPath } from '../BlogArticle/article';
import type { CardLayout } from './ArticleCard';
import { CategoryBrowse } from './CategoryBrowse';
import { Featured } from './Featured';
import { Filters } from './Filters';
import { Newsletter } from './Newsletter';
import { Results } from './Results';

/**
 * The blog list (docs/site/blog.md#list-states): the articles load when the page opens (loading,
 * then loaded; a file that fails is skipped), and the filters re-run on every change.
 */
export default function BlogList({ block }: { block: BlogListBlock }) {
  // The collection's list in the page's language, newest first, as the build wrote it.
  const state = useContent(listPath(block.folder), isArticleList);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>(ALL);
  const [layout, setLayout] = useState<CardLayout>('grid');
  const results = useRef<HTMLHeadingElement>(null);

  // A list that cannot be had reads as an empty blog, not as a broken page.
  const loaded =
    state.status === 'loaded' ? state.data.articles : state.status === 'loading' ? null : [];
  const filters = { search, category };
  const filtered = loaded && filterArticles(loaded, filters);
  const featured = loaded && featuredArticles(loaded, block.featured, filters);
  const showFeatured = search.trim() === '' && category === ALL;

  // A category card takes the visitor to the results, once they are laid out (the featured
  // section above disappears with the new filter); focus tells screen readers where they are.
  const [jump, setJump] = useState(0);
  useEffect(() => {
    const heading = results.current;
    if (!jump || !heading) return;
    heading.focus({ preventScroll: true });
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, [jump]);
  const choose = (id: string) => {
    setCategory(id);
    setSearch('');
    setJump((n) => n + 1);
  };

  return (
    <div className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <Filters
          search={search}
          category={category}
          layout={layout}
          categories={block.categories}
          onSearch={setSearch}
          onCategory={setCategory}
          onLayout={setLayout}
        />
        {showFeatured && (
          <Featured
            articles={featured}
            loadingCount={block.featured.length}
            categories={block.categories}
          />
        )}
        <Results
          articles={filtered}
          loadingCount={block.featured.length || 3}
          layout={layout}
          categories={block.categories}
          headingRef={results}
          onClear={() => {
            setSearch('');
            setCategory(ALL);
          }}
        />
        <CategoryBrowse categories={block.categories} onChoose={choose} />
        <Newsletter />
      </div>
    </div>
  );
}
