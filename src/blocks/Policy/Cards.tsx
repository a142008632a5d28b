import type { PolicyCard, PolicyCards } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { ActionLink } from '../../ui/ActionLink';
import { cn } from '../../ui/cn';
import { SmartLink } from '../../ui/SmartLink';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { useFigure } from '../../i18n/useFigure';

const columns: Record<NonNullable<PolicyCards['columns']>, string> = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 xl:grid-cols-3',
};

// docs/site/policies.md#learn-more-on-hover: on screens with a pointer the button appears
// while the card is hovered or holds keyboard focus; touch screens always show it.
const revealed =
  '[@media(hover:hover)]:opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 transition-opacity';

/** A grid of cards: data types with their retention, cookie types, payment phases, services … */
export function Cards({ block }: { block: PolicyCards }) {
  return (
    <ul className={cn('grid grid-cols-1 gap-4', columns[block.columns ?? 2])}>
      {block.items.map((card) => (
        <Card key={card.title} card={card} reveal={block.revealActions === true} />
      ))}
    </ul>
  );
}

function Card({ card, reveal }: { card: PolicyCard; reveal: boolean }) {
  const text = useText();
  const figure = useFigure();
  return (
    <li
      data-policy-card=""
      className="group flex flex-col rounded-2xl border border-border bg-surface p-5 transition-colors hover:border-accent"
    >
      {card.figure && (
        <p className="mb-2 text-3xl font-bold text-accent" dir="ltr">
          {figure(card.figure)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {card.icon && (
          <span className="inline-flex rounded-lg bg-bg p-2 text-accent">
            <SpriteIcon name={card.icon} className="size-5" />
          </span>
        )}
        <h3 className="min-w-0 font-semibold break-words">{text(card.title)}</h3>
        {card.badge && (
          <span className="rounded-full border border-accent px-2.5 py-0.5 text-xs font-medium">
            {text(card.badge)}
          </span>
        )}
      </div>
      {card.text && <p className="mt-2 text-sm leading-relaxed text-muted">{text(card.text)}</p>}
      {card.facts && (
        <dl className="mt-3 grid gap-2 text-sm">
          {card.facts.map((fact) => (
            <div key={fact.label}>
              <dt className="font-medium">{text(fact.label)}</dt>
              <dd className="text-muted break-words">
                <FactValue
                  value={fact.text ? text(fact.text) : (fact.name ?? '')}
                  href={fact.href}
                />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {card.lists?.map((list, i) => (
        <div key={list.title ?? i} className="mt-3 text-sm">
          {list.title && <p className="font-medium">{text(list.title)}</p>}
          <ul className="mt-1 list-disc space-y-1 ps-5 text-muted marker:text-accent">
            {list.items.map((item) => (
              <li key={item}>{text(item)}</li>
            ))}
          </ul>
        </div>
      ))}
      {card.action && (
        <div data-card-action="" className={cn('mt-auto pt-4', reveal && revealed)}>
          <ActionLink action={card.action} about={card.title ? text(card.title) : undefined} />
        </div>
      )}
    </li>
  );
}

function FactValue({ value, href }: { value: string; href: string | undefined }) {
  if (!href) return <>{value}</>;
  return (
    <SmartLink
      href={href}
      dir={href.startsWith('tel:') || href.startsWith('mailto:') ? 'ltr' : undefined}
      className="font-medium text-fg underline underline-offset-2 hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      {value}
    </SmartLink>
  );
}
