import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ServiceSection as ServiceSectionBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { Accordion } from '../../ui/Accordion';
import { cn } from '../../ui/cn';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { Deliverables } from './Deliverables';
import { Metrics } from './Metrics';
import { Benefits, Chips, DemoPanel, Group, Pricing } from './parts';
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
  const faq = block.faq ?? [];
  return (
    <section aria-labelledby={titleId} className="px-4 py-16 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-2">
        <Pitch block={block} titleId={titleId} />
        <Details block={block} />
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

/** The pitch: badge, title, tagline, summary, benefits, actions and price. */
function Pitch({ block, titleId }: { block: ServiceSectionBlock; titleId: string }) {
  const text = useText();
  const benefits = block.benefits ?? [];
  return (
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
      {benefits.length > 0 && <Benefits items={benefits} />}
      <ActionRow actions={block.actions} about={text(block.title)} className="mt-8" />
      {block.pricing && <Pricing pricing={block.pricing} />}
    </div>
  );
}

/** The details: what you get, integrations, industries, the live demo. */
function Details({ block }: { block: ServiceSectionBlock }) {
  const text = useText();
  const { t } = useTranslation();
  const industries = block.industries ?? [];
  const integrations = block.integrations ?? [];
  return (
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
  );
}
