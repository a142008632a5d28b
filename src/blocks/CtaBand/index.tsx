import type { CtaBand as CtaBandBlock } from '../../generated/schema-types';
import { ActionLink } from '../../ui/ActionLink';
import { SectionHeading } from '../../ui/SectionHeading';

/** The closing call to action: primary, secondary and tertiary buttons in order (spec §3). */
export default function CtaBand({ block }: { block: CtaBandBlock }) {
  return (
    <section className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-3xl border border-border bg-surface px-6 py-12 text-center">
        <SectionHeading title={block.title} subtitle={block.subtitle} />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {block.actions.map((action, i) => (
            <ActionLink
              key={action.href + action.label}
              action={action}
              variant={action.variant ?? (i === 0 ? 'primary' : i === 1 ? 'secondary' : 'ghost')}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
