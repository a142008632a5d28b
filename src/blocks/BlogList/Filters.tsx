import { useId } from 'react';
import { ALL } from '../../content/filters';
import type { BlogCategory } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { SpriteIcon } from '../../ui/SpriteIcon';
import type { CardLayout } from './ArticleCard';

const field =
  'min-h-11 w-full rounded-full border border-border bg-bg px-4 text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent';

/** Search box, category select and the grid/list toggle (spec §2); every change filters at once. */
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
  const searchId = useId();
  const categoryId = useId();
  return (
    <div
      role="search"
      aria-label={text('blog:list.filters')}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 md:flex-row md:items-end"
    >
      <div className="flex-1">
        <label htmlFor={searchId} className="mb-1 block text-sm font-semibold">
          {text('blog:list.searchLabel')}
        </label>
        <div className="relative">
          <SpriteIcon
            name="search"
            className="pointer-events-none absolute start-4 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={text('blog:list.searchPlaceholder')}
            className={cn(field, 'ps-10 placeholder:text-muted')}
          />
        </div>
      </div>
      <div className="md:w-64">
        <label htmlFor={categoryId} className="mb-1 block text-sm font-semibold">
          {text('blog:list.categoryLabel')}
        </label>
        <select
          id={categoryId}
          value={category}
          onChange={(e) => onCategory(e.target.value)}
          className={field}
        >
          <option value={ALL}>{text('blog:list.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {text(c.name)}
            </option>
          ))}
        </select>
      </div>
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
    </div>
  );
}
