import type { CompanyValue } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { SpriteIcon } from '../../ui/SpriteIcon';

export function ValueCard({ value }: { value: CompanyValue }) {
  const text = useText();
  return (
    <li
      data-value={value.id}
      className="w-64 shrink-0 rounded-2xl border border-border bg-surface p-6 text-start sm:w-72"
    >
      <span className="mb-4 inline-flex rounded-xl bg-bg p-3 text-accent">
        <SpriteIcon name={value.icon} className="size-6" />
      </span>
      <h3 className="text-lg font-semibold">{text(value.title)}</h3>
      <p className="mt-2 text-sm leading-relaxed text-muted">{text(value.description)}</p>
    </li>
  );
}
