import { useId } from 'react';
import type { Faq as FaqBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { Accordion } from '../../ui/Accordion';
import { SectionHeading } from '../../ui/SectionHeading';

/**
 * Frequently asked questions: an accordion with one answer open at a time
 * (docs/site/services.md#faq).
 */
export default function Faq({ block }: { block: FaqBlock }) {
  const text = useText();
  const titleId = useId();
  return (
    <section aria-labelledby={block.title ? titleId : undefined} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={titleId} title={block.title} subtitle={block.subtitle} />
        <Accordion
          className={block.title || block.subtitle ? 'mt-10' : undefined}
          items={block.items.map((item) => ({
            question: text(item.question),
            answer: text(item.answer),
          }))}
        />
      </div>
    </section>
  );
}
