import type { CtaBand as CtaBandBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { ButtonLink } from '../../ui/Button';

/** The closing call to action: primary, secondary and tertiary buttons in order (spec §3). */
export default function CtaBand({ block }: { block: CtaBandBlock }) {
  const text = useText();
  return (
    <section className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-3xl border border-border bg-surface px-6 py-12 text-center">
        <h2 className="text-3xl font-bold tracking-tight text-balance">{text(block.title)}</h2>
        {block.subtitle && (
          <p className="mx-auto mt-4 max-w-2xl text-muted">{text(block.subtitle)}</p>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {block.actions.map((action, i) => (
            <ButtonLink
              key={action.href + action.label}
              href={action.href}
              variant={action.variant ?? (i === 0 ? 'primary' : i === 1 ? 'secondary' : 'ghost')}
            >
              {text(action.label)}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  );
}
