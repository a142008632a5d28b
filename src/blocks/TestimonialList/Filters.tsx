import { useId } from 'react';
import { ALL } from '../../content/filters';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { W } from './testimonials';

const field =
  'min-h-11 w-full rounded-full border border-border bg-bg px-4 text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent';

export interface FilterValues {
  search: string;
  category: string;
  industry: string;
}

/** Search box and the category and industry selects (spec §2, §5); every change filters. */
export function Filters({
  values,
  categories,
  industries,
  onChange,
}: {
  values: FilterValues;
  categories: readonly string[];
  industries: readonly string[];
  onChange: (values: FilterValues) => void;
}) {
  const text = useText();
  const searchId = useId();
  const categoryId = useId();
  const industryId = useId();
  const select = (
    id: string,
    label: string,
    all: string,
    value: string,
    options: readonly string[],
    set: (v: string) => void,
  ) => (
    <div className="md:w-56">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {text(W.list(label))}
      </label>
      <select id={id} value={value} onChange={(e) => set(e.target.value)} className={field}>
        <option value={ALL}>{text(W.list(all))}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div
      role="search"
      aria-label={text(W.list('filters'))}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 md:flex-row md:items-end"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={searchId} className="mb-1 block text-sm font-semibold">
          {text(W.list('searchLabel'))}
        </label>
        <div className="relative">
          <SpriteIcon
            name="search"
            className="pointer-events-none absolute start-4 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={searchId}
            type="search"
            value={values.search}
            onChange={(e) => onChange({ ...values, search: e.target.value })}
            placeholder={text(W.list('searchPlaceholder'))}
            className={cn(field, 'ps-10 placeholder:text-muted')}
          />
        </div>
      </div>
      {select(categoryId, 'categoryLabel', 'allCategories', values.category, categories, (v) =>
        onChange({ ...values, category: v }),
      )}
      {select(industryId, 'industryLabel', 'allIndustries', values.industry, industries, (v) =>
        onChange({ ...values, industry: v }),
      )}
    </div>
  );
}
