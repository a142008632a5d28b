import { useId, type ReactNode } from 'react';
import { ALL } from '../content/filters';
import { cn } from './cn';
import { SpriteIcon } from './SpriteIcon';

const field =
  'min-h-11 w-full rounded-full border border-border bg-bg px-4 text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent';

/** The bar that holds a list's filters: a search landmark, stacked on phones, in a row on wider screens. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="search"
      aria-label={label}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 md:flex-row md:items-end"
    >
      {children}
    </div>
  );
}

/** A labelled search box; every keystroke reports the new value (the lists filter at once). */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <SpriteIcon
          name="search"
          className="pointer-events-none absolute start-4 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className={cn(field, 'ps-10 placeholder:text-muted')}
        />
      </div>
    </div>
  );
}

/** A labelled select whose first option, "All …", stands for no filter. */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={field}>
        <option value={ALL}>{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
