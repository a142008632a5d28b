import type { BlogCategory } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { FilterBar, FilterSelect, SearchField } from '../../ui/FilterFields';
import type { CardLayout } from './ArticleCard';

/**
 * Search box, category select and the grid/list toggle; every change filters at once
 * (docs/site/blog.md#filters).
 */
export function Filters({
  search,
  category,
  layout,
  categories,
  onSearch,
  onCategory,
  onLayout,
}: {
  search: string;
  category: string;
  layout: CardLayout;
  categories: readonly BlogCategory[];
  onSearch: (value: string) => void;
  onCategory: (value: string) => void;
  onLayout: (value: CardLayout) => void;
}) {
  const text = useText();
  return (
    <FilterBar label={text('blog:list.filters')}>
      <SearchField
        label={text('blog:list.searchLabel')}
        placeholder={text('blog:list.searchPlaceholder')}
        value={search}
        onChange={onSearch}
      />
      <FilterSelect
        className="md:w-64"
        label={text('blog:list.categoryLabel')}
        allLabel={text('blog:list.allCategories')}
        value={category}
        options={categories.map((c) => ({ value: c.id, label: text(c.name) }))}
        onChange={onCategory}
      />
      <div
        role="group"
        aria-label={text('blog:list.view')}
        className="inline-flex gap-1 self-start rounded-full border border-border bg-bg p-1 md:self-end"
      >
        {(['grid', 'list'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={layout === v}
            data-layout={v}
            onClick={() => onLayout(v)}
            className={cn(
              'min-h-9 rounded-full px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              layout === v ? 'bg-accent text-accent-fg' : 'text-fg hover:text-accent',
            )}
          >
            {text(v === 'grid' ? 'blog:list.grid' : 'blog:list.list')}
          </button>
        ))}
      </div>
    </FilterBar>
  );
}
