import { useId, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ProgressBars as ProgressBarsBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { SectionHeading } from '../../ui/SectionHeading';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { Bar } from './Bar';
import { barWidth } from './formulas';
import { useGrowOnView } from './useGrowOnView';
import { useFigure } from '../../i18n/useFigure';

/**
 * Vision 2030 (docs/site/vision-2030.md#bar-widths): five pillars with progress min(20+15·i,100)%,
 * and six impact figures with bars of min(60+8·i,100)% — cards whose bar width follows the block's
 * formula.
 */
export default function ProgressBars({ block }: { block: ProgressBarsBlock }) {
  const baseId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const empty = useGrowOnView(listRef);
  // Card headings sit one level under the section's heading, or take its place.
  const CardHeading = block.title ? 'h3' : 'h2';
  const titleId = `${baseId}-title`;
  return (
    <section aria-labelledby={block.title ? titleId : undefined} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={titleId} title={block.title} subtitle={block.subtitle} />
        <ul
          ref={listRef}
          className={cn(
            'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3',
            (block.title || block.subtitle) && 'mt-10',
          )}
        >
          {block.items.map((item, index) => (
            <ProgressCard
              key={item.title}
              item={item}
              id={`${baseId}-${index}`}
              index={index}
              formula={block.formula}
              Heading={CardHeading}
              empty={empty}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}

/** One pillar or figure: its icon, value, title, description, details and bar. */
function ProgressCard({
  item,
  id,
  index,
  formula,
  Heading,
  empty,
}: {
  item: ProgressBarsBlock['items'][number];
  /** The card heading's id, which names its bar. */
  id: string;
  index: number;
  formula: ProgressBarsBlock['formula'];
  Heading: 'h2' | 'h3';
  /** The bars wait empty until the list comes into view. */
  empty: boolean;
}) {
  const text = useText();
  const figure = useFigure();
  const { t } = useTranslation();
  const pillar = formula === 'pillar';
  const width = barWidth(formula, index);
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-surface p-6 text-start">
      {item.icon && (
        <span className="mb-4 inline-flex self-start rounded-xl bg-bg p-3 text-accent">
          <SpriteIcon name={item.icon} className="size-6" />
        </span>
      )}
      {item.value && (
        <p className="text-4xl font-bold text-accent">
          <span dir="ltr">{figure(item.value)}</span>
        </p>
      )}
      <Heading id={id} className={cn('text-lg font-semibold', item.value && 'mt-2')}>
        {text(item.title)}
      </Heading>
      {item.description && (
        <p className="mt-2 text-sm leading-relaxed text-muted">{text(item.description)}</p>
      )}
      {item.details && item.details.length > 0 && (
        <ul className="mt-4 space-y-2 text-sm">
          {item.details.map((detail) => (
            <li key={detail} className="flex items-start gap-2">
              <SpriteIcon name="circle-check" className="mt-0.5 size-4 shrink-0 text-accent" />
              <span>{text(detail)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-5">
        {pillar && (
          <p className="mb-2 flex justify-between gap-2 text-sm" aria-hidden="true">
            <span className="text-muted">{t('progressBars.progress')}</span>
            <span className="font-semibold" dir="ltr">
              {width}%
            </span>
          </p>
        )}
        <Bar
          width={width}
          role={pillar ? 'progressbar' : 'meter'}
          labelledBy={id}
          valueText={pillar || !item.value ? undefined : figure(item.value)}
          empty={empty}
          delayMs={index * 80}
        />
      </div>
    </li>
  );
}
