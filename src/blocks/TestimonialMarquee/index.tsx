import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLanguage } from '../../i18n/LanguageContext';
import { quoted } from '../../i18n/typography';
import type {
  SimpleTestimonial,
  SimpleTestimonialsFile,
  TestimonialMarquee as MarqueeBlock,
} from '../../generated/schema-types';
import { useContent } from '../../content/useContent';
import { cn } from '../../ui/cn';
import { SectionHeading } from '../../ui/SectionHeading';

export const ROW_SIZE = 10;

/**
 * Two rows, items 0–9 and 10–19: every ten items make a row
 * (docs/site/home.md#testimonial-marquee).
 */
export function toRows<T>(items: readonly T[], size = ROW_SIZE): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

const isQuote = (v: unknown): v is SimpleTestimonial => {
  const q = v as Partial<SimpleTestimonial> | null;
  return (
    typeof q?.name === 'string' && typeof q.company === 'string' && typeof q.quote === 'string'
  );
};

export const isSimpleTestimonials = (v: unknown): v is SimpleTestimonialsFile => {
  const items = (v as { items?: unknown } | null)?.items;
  return Array.isArray(items) && items.every(isQuote);
};

function Card({ item }: { item: SimpleTestimonial }) {
  const lang = useLanguage();
  return (
    <figure className="w-80 shrink-0 rounded-2xl border border-border bg-surface p-5">
      <blockquote className="text-pretty">{quoted(item.quote, lang)}</blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold">{item.name}</span>
        <span className="text-muted"> · {item.company}</span>
      </figcaption>
    </figure>
  );
}

/**
 * Quotes scrolling sideways. The list is drawn twice so the loop is seamless; the copy is hidden
 * from assistive technology. Hover, focus and the pause button stop it (WCAG 2.2.2); under
 * reduced motion it stays still and scrolls by hand instead.
 */
export default function TestimonialMarquee({ block }: { block: MarqueeBlock }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  // The build embeds the file, so this is "loaded" from the first paint on prerendered pages.
  const content = useContent(block.from, isSimpleTestimonials);
  // Quotes that cannot load leave no empty frame behind: the section is simply not there.
  if (content.status !== 'loaded' && content.status !== 'loading') return null;
  const items = content.status === 'loaded' ? content.data.items : [];
  return (
    <section
      className="py-16"
      data-paused={paused || undefined}
      aria-busy={content.status === 'loading' || undefined}
    >
      <SectionHeading title={block.title} subtitle={block.subtitle} className="px-4" />
      <div className="mt-6 flex justify-center">
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border px-4 text-sm hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
          {t('marquee.pause')}
        </button>
      </div>
      {/* While a client-side visit loads the file, the rows keep their room (no layout shift). */}
      <div className={cn('mt-8 space-y-6', content.status === 'loading' && 'min-h-96')}>
        {toRows(items).map((row, r) => (
          <div
            key={r}
            data-marquee-row={r}
            className="marquee group overflow-hidden motion-reduce:overflow-x-auto"
          >
            <div
              className={cn(
                'marquee-track flex w-max gap-6 px-3',
                r % 2 === 1 && 'marquee-reverse',
              )}
            >
              <ul className="flex gap-6">
                {row.map((item) => (
                  <li key={item.quote}>
                    <Card item={item} />
                  </li>
                ))}
              </ul>
              <ul className="flex gap-6 motion-reduce:hidden" aria-hidden="true" inert>
                {row.map((item) => (
                  <li key={item.quote}>
                    <Card item={item} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
