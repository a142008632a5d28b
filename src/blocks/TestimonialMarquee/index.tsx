import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLanguage } from '../../i18n/LanguageContext';
import { quoted } from '../../i18n/typography';
import type { TestimonialMarquee as MarqueeBlock } from '../../generated/schema-types';
import { selectEntries } from '../../content/collections';
import { useContent } from '../../content/useContent';
import { isTestimonialsView, type Testimonial } from '../TestimonialList/testimonials';
import { cn } from '../../ui/cn';
import { SectionHeading } from '../../ui/SectionHeading';

import { toRows } from './rows';

export { ROW_SIZE, toRows } from './rows';

function Card({ item }: { item: Testimonial }) {
  const lang = useLanguage();
  return (
    <figure className="w-80 shrink-0 rounded-2xl border border-border bg-surface p-5">
      <blockquote className="text-pretty">{quoted(item.testimonial, lang)}</blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold">{item.clientName || item.clientCompany}</span>
        {item.clientName && <span className="text-muted"> · {item.clientCompany}</span>}
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
  const content = useContent(block.from, isTestimonialsView);
  // Quotes that cannot load leave no empty frame behind: the section is simply not there.
  if (content.status !== 'loaded' && content.status !== 'loading') return null;
  const items = content.status === 'loaded' ? selectEntries(content.data.items, block.select) : [];
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
        {toRows(items).map((row, r, rows) => (
          // Under reduced motion a row stands still and scrolls by hand, so the keyboard must be
          // able to reach it (arrow keys scroll it); with motion, focus pauses it, like hover.
          <div
            key={r}
            data-marquee-row={r}
            role="group"
            aria-label={t('marquee.row', { n: r + 1, count: rows.length })}
            tabIndex={0}
            className="marquee group overflow-hidden focus-visible:outline-2 focus-visible:outline-accent motion-reduce:overflow-x-auto"
          >
            <div
              className={cn(
                'marquee-track flex w-max gap-6 px-3',
                r % 2 === 1 && 'marquee-reverse',
              )}
            >
              <ul className="flex gap-6">
                {row.map((item) => (
                  <li key={item.id}>
                    <Card item={item} />
                  </li>
                ))}
              </ul>
              <ul className="flex gap-6 motion-reduce:hidden" aria-hidden="true" inert>
                {row.map((item) => (
                  <li key={item.id}>
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
