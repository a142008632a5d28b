import { useId } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import type { Countdown as CountdownBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { UNITS, formatDuration, minutePartsOf, pad, partsOf } from './countdown';
import { useCountdown } from './useCountdown';

/**
 * The launch countdown (docs/site/coming-soon.md#countdown), 30 days after page load by default,
 * ticking every second and stopping at zero. Screen readers get a summary to the minute instead of
 * the ticking digits, and a polite announcement only when the countdown reaches zero.
 */
export default function Countdown({ block }: { block: CountdownBlock }) {
  const text = useText();
  const lang = useLanguage();
  const titleId = useId();
  const msLeft = useCountdown(block.days ?? 30);
  const parts = partsOf(msLeft);
  const launched = msLeft === 0;
  return (
    <section aria-labelledby={titleId} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-4xl text-center">
        <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance">
          {text(block.title)}
        </h2>
        {block.subtitle && (
          <p className="mx-auto mt-3 max-w-2xl text-muted">{text(block.subtitle)}</p>
        )}
        <div role="timer" aria-labelledby={titleId} className="mt-10">
          {!launched && (
            // The words come from Intl, whose data may differ slightly between the prerendering
            // server and the browser; the next tick replaces them anyway.
            <p className="sr-only" suppressHydrationWarning>
              {text(block.summary, { time: formatDuration(lang, minutePartsOf(msLeft)) })}
            </p>
          )}
          <ol aria-hidden="true" className="grid grid-cols-4 gap-2 sm:gap-4">
            {UNITS.map((unit) => (
              <li
                key={unit}
                data-unit={unit}
                className="rounded-2xl border border-border bg-surface px-1 py-4 sm:px-4 sm:py-6"
              >
                <span
                  data-value
                  className="block text-3xl font-bold text-accent tabular-nums sm:text-5xl"
                >
                  {pad(parts[unit])}
                </span>
                <span className="mt-2 block text-xs font-medium text-muted uppercase sm:text-sm">
                  {text(block.labels[unit])}
                </span>
              </li>
            ))}
          </ol>
        </div>
        <p
          role="status"
          aria-live="polite"
          data-launched={launched || undefined}
          className={cn('text-xl font-semibold text-accent', launched ? 'mt-8' : 'sr-only')}
        >
          {launched ? text(block.launched) : ''}
        </p>
      </div>
    </section>
  );
}
