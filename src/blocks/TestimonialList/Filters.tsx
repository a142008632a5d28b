import { useText } from '../../i18n/useText';
import { FilterBar, FilterSelect, SearchField } from '../../ui/FilterFields';
import { W } from './testimonials';

export interface FilterValues {
  search: string;
  category: string;
  industry: string;
}

/**
 * Search box and the category and industry selects; every change filters
 * (docs/site/testimonials.md#filters).
 */
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
  const asOptions = (list: readonly string[]) => list.map((o) => ({ value: o, label: o }));
  return (
    <FilterBar label={text(W.list('filters'))}>
      <SearchField
        label={text(W.list('searchLabel'))}
        placeholder={text(W.list('searchPlaceholder'))}
        value={values.search}
        onChange={(search) => onChange({ ...values, search })}
      />
      <FilterSelect
        className="md:w-56"
        label={text(W.list('categoryLabel'))}
        allLabel={text(W.list('allCategories'))}
        value={values.category}
        options={asOptions(categories)}
        onChange={(category) => onChange({ ...values, category })}
      />
      <FilterSelect
        className="md:w-56"
        label={text(W.list('industryLabel'))}
        allLabel={text(W.list('allIndustries'))}
        value={values.industry}
        options={asOptions(industries)}
        onChange={(industry) => onChange({ ...values, industry })}
      />
    </FilterBar>
  );
}
