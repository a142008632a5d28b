import { useTranslation } from '../../i18n/react';
import type { ShownCaseStudy } from './study';
import type { SubHeading } from './Story';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { useFigure } from '../../i18n/useFigure';

const heading = 'text-lg font-semibold';

/** The outcome column: key metrics, the results list ('View Results' target) and the quote. */
export function Outcome({
  study,
  resultsId,
  sub: H = 'h3',
}: {
  study: ShownCaseStudy;
  resultsId: string;
  sub?: SubHeading;
}) {
  const figure = useFigure();
  const { t } = useTranslation();
  const quote = study.testimonial;
  return (
    <div className="min-w-0 space-y-8">
      <div data-case-metrics>
        <H className={heading}>{t('caseStudy.metrics')}</H>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          {study.metrics.map((metric, i) => (
            // Figure first on screen, label first in the markup (dt before dd).
            <div
              key={`${i}:${metric.label}`}
              className="flex flex-col-reverse justify-end rounded-xl border border-border bg-surface p-4"
            >
              <dt className="mt-1 text-sm text-muted">{metric.label}</dt>
              <dd className="text-2xl font-bold text-accent sm:text-3xl">
                {/* The figure reads left to right in every language, at the card's start. */}
                <span dir="ltr">{figure(metric.value)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div id={resultsId} data-case-results className="scroll-mt-24">
        <H className={heading}>{t('caseStudy.results')}</H>
        <ul className="mt-3 space-y-2">
          {study.results.map((result, i) => (
            <li key={`${i}:${result}`} className="flex gap-2">
              <SpriteIcon name="circle-check" className="mt-1 size-4 shrink-0 text-accent" />
              <span>{result}</span>
            </li>
          ))}
        </ul>
      </div>
      <figure
        data-case-testimonial
        className="rounded-2xl border border-border bg-surface p-6 text-start"
      >
        <SpriteIcon name="message-circle" className="size-6 text-accent" />
        <blockquote className="mt-3 text-lg leading-relaxed">
          <p>{quote.text}</p>
        </blockquote>
        <figcaption className="mt-4 text-sm">
          <span className="block font-semibold" dir="auto">
            {quote.author}
          </span>
          <span className="block text-muted">{quote.position}</span>
          <span className="block text-muted">{quote.company}</span>
        </figcaption>
      </figure>
    </div>
  );
}
