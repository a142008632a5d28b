import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { TextKey } from '../../generated/schema-types';
import { around } from '../../i18n/typography';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { SpriteIcon } from '../../ui/SpriteIcon';

/** A titled group in the details column ("What you get", "Integrations" ...). */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {children}
    </div>
  );
}

/** Names or short labels as chips. */
export function Chips({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {items.map((item) => (
        <li key={item} className="rounded-full border border-border bg-bg px-3 py-1 text-sm">
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * docs/site/solutions.md#live-demo: a Live Demo placeholder saying the interactive preview is
 * coming soon.
 */
export function DemoPanel() {
  const { t } = useTranslation();
  return (
    <div
      data-live-demo
      className="flex flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-border bg-bg p-8 text-center"
    >
      <SpriteIcon name="video" className="size-8 text-accent" />
      <h3 className="font-semibold">{t('serviceSection.demoTitle')}</h3>
      <p className="text-sm text-muted">{t('serviceSection.demoText')}</p>
    </div>
  );
}

/** What the client gains, each with a check. */
export function Benefits({ items }: { items: readonly TextKey[] }) {
  const text = useText();
  const { t } = useTranslation();
  return (
    <div className="mt-6">
      <h3 className="mb-3 font-semibold">{t('serviceSection.benefits')}</h3>
      <ul className="space-y-2">
        {items.map((b) => (
          <li key={b} className="flex gap-2">
            <SpriteIcon name="circle-check" className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>{text(b)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the service costs ("Pricing: from …"). */
export function Pricing({ pricing }: { pricing: TextKey }) {
  const text = useText();
  const { t } = useTranslation();
  // "Tarifs : à partir de …": the translation holds the phrase, spacing included.
  const [before, after] = around((value) =>
    t('phrase.labelled', { label: t('serviceSection.pricing'), value }),
  );
  return (
    <p data-pricing className="mt-6 rounded-xl border border-border bg-surface p-4 text-sm">
      <span className="font-semibold">{before}</span>
      {text(pricing)}
      {after}
    </p>
  );
}
