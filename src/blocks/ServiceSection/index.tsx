import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ServiceSection as ServiceSectionBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { around } from '../../i18n/typography';
import { Accordion } from '../../ui/Accordion';
import { cn } from '../../ui/cn';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { Deliverables } from './Deliverables';
import { Metrics } from './Metrics';
import { Chips, DemoPanel, Group } from './parts';
import { ActionRow } from '../../ui/ActionRow';

/**
 * One service or product told in full (docs/site/services.md#service-section): the pitch on one
 * side, the details (what you get, integrations, industries, live demo) on the other, then metrics
 * and the service's own FAQ.
 */
export default function ServiceSection({ block }: { block: ServiceSectionBlock }) {
  const text = useText();
  const { t } = useTranslation();
  const titleId = useId();
  const benefits = block.benefits ?? [];
  const industries = block.industries ?? [];
  const integrations = block.integrations ?? [];
  const faq = block.faq ?? [];
  return (
    <section aria-labelledby={titleId} className="px-4 py-16 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-2">
        <div className={cn('min-w-0', block.reverse && 'lg:order-2')}>
          {block.badge && (
            <p className="mb-3 inline-block rounded-full bg-surface px-3 py-1 text-xs font-semibold text-accent">
              {text(block.badge)}
            </p>
          )}
          <h2 id={titleId} className="flex items-center gap-3 text-3xl font-bold tracking-tight">
            {block.icon && (
              <span className="inline-flex rounded-xl bg-surface p-2.5 text-accent">
                <SpriteIcon name={block.icon} className="size-6" />
              </span>
            )}
            <span className="min-w-0 text-balance">{text(block.title)}</span>
          </h2>
          <p className="mt-3 text-lg font-medium text-accent">{text(block.tagline)}</p>
          <p className="mt-4 leading-relaxed text-pretty text-muted">{text(block.summary)}</p>
          {benefits.length > 0 && (
            <div className="mt-6">
              <h3 className="mb-3 font-semibold">{t('serviceSection.benefits')}</h3>
              <ul className="space-y-2">
                {benefits.map((b) => (
                  <li key={b} className="flex gap-2">
                    <SpriteIcon
                      name="circle-check"
                      className="mt-0.5 size-5 shrink-0 text-accent"
                    />
                    <span>{text(b)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ActionRow actions={block.actions} about={text(block.title)} className="mt-8" />
          {block.pricing && (
            <p data-pricing className="mt-6 rounded-xl border border-border bg-surface p-4 text-sm">
              {(() => {
                // "Tarifs : à partir de …": the translation holds the phrase, spacing included.
                const [before, after] = around((value) =>
                  t('phrase.labelled', { label: t('serviceSection.pricing'), value }),
                );
                return (
                  <>
                    <span className="font-semibold">{before}</span>
                    {text(block.pricing)}
                    {after}
                  </>
                );
              })()}
            </p>
          )}
        </div>
        <div className={cn('min-w-0 space-y-8', block.reverse && 'lg:order-1')}>
          {block.deliverables && block.deliverables.length > 0 && (
            <Group title={t('serviceSection.deliverables')}>
              <Deliverables items={block.deliverables} />
            </Group>
          )}
          {integrations.length > 0 && (
            <Group title={t('serviceSection.integrations')}>
              <Chips items={integrations} />
            </Group>
          )}
          {industries.length > 0 && (
            <Group title={t('serviceSection.industries')}>
              <Chips items={industries.map((k) => text(k))} />
            </Group>
          )}
          {block.demo && <DemoPanel />}
        </div>
        {block.metrics && (
          <div className="min-w-0 lg:order-3 lg:col-span-2">
            <Metrics metrics={block.metrics} />
          </div>
        )}
        {faq.length > 0 && (
          <div className="min-w-0 lg:order-4 lg:col-span-2">
            <h3 className="mb-4 text-xl font-semibold">{t('serviceSection.faq')}</h3>
            <Accordion
              headingLevel={4}
              items={faq.map((f) => ({ question: text(f.question), answer: text(f.answer) }))}
            />
          </div>
        )}
      </div>
    </section>
  );
}
