import type { CtaBand as CtaBandBlock } from '../../generated/schema-types';
import { SectionHeading } from '../../ui/SectionHeading';
import { ActionRow } from '../../ui/ActionRow';

/**
 * The closing call to action: primary, secondary and tertiary buttons in order
 * (docs/site/shell.md#closing-call-to-action).
 */
export default function CtaBand({ block }: { block: CtaBandBlock }) {
  return (
    <section className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-3xl border border-border bg-surface px-6 py-12 text-center">
        <SectionHeading title={block.title} subtitle={block.subtitle} />
        <ActionRow
          actions={block.actions}
          className="mt-8 justify-center"
          ranks={['primary', 'secondary', 'ghost']}
        />
      </div>
    </section>
  );
}
