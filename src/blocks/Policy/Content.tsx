import type { PolicyContent } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { ActionLink } from '../../ui/ActionLink';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { Cards } from './Cards';

/** One piece of a section: a paragraph, list, cards, numbered steps, note or row of buttons. */
export function Content({ item }: { item: PolicyContent }) {
  const text = useText();
  switch (item.kind) {
    case 'paragraph':
      return <p className="leading-relaxed text-muted">{text(item.text)}</p>;
    case 'list':
      return (
        <div>
          {item.title && <p className="font-medium">{text(item.title)}</p>}
          <ul className="mt-2 list-disc space-y-1.5 ps-5 text-muted marker:text-accent">
            {item.items.map((key) => (
              <li key={key}>{text(key)}</li>
            ))}
          </ul>
        </div>
      );
    case 'cards':
      return <Cards block={item} />;
    case 'steps':
      return (
        <ol className="space-y-3">
          {item.items.map((step, i) => (
            <li key={step.title} className="flex gap-4 rounded-2xl border border-border p-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-fg"
              >
                {i + 1}
              </span>
              <div className="min-w-0">
                <p className="font-semibold">{text(step.title)}</p>
                {step.text && <p className="mt-1 text-sm text-muted">{text(step.text)}</p>}
              </div>
            </li>
          ))}
        </ol>
      );
    case 'note':
      return (
        <p className="flex gap-3 rounded-2xl border border-accent bg-surface p-4 text-sm leading-relaxed">
          <SpriteIcon
            name={item.icon ?? 'lightbulb'}
            className="mt-0.5 size-5 shrink-0 text-accent"
          />
          <span>{text(item.text)}</span>
        </p>
      );
    case 'actions':
      return (
        <div className="flex flex-wrap gap-3">
          {item.items.map((action) => (
            <ActionLink key={action.href + action.label} action={action} />
          ))}
        </div>
      );
  }
}
