import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { ButtonLink } from '../../ui/Button';
import { cn } from '../../ui/cn';
import type { CaseStudyLinks } from './links';
import { Outcome } from './Outcome';
import { Overview } from './Overview';
import type { ShownCaseStudy } from './study';
import { Story } from './Story';

/**
 * One case study as a section (docs/site/case-studies.md#case-study). The agency's design gives
 * 'Read Full Case Study' and 'View Results' no behaviour; here they lead to the case study's own
 * page and its results (`links`, from caseStudyLinks), or by default to a conversation and this
 * section's own results list. `anchor` names the section when no block wrapper does (a list).
 */
export function CaseStudySection({
  study,
  reverse,
  links,
  anchor,
  className,
}: {
  study: ShownCaseStudy;
  reverse?: boolean;
  links?: CaseStudyLinks;
  anchor?: string;
  /** A list's class for this section (hidden on a phone while the list is folded). */
  className?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const resultsId = `${study.id}-results`;
  return (
    <section
      id={anchor}
      aria-labelledby={titleId}
      className={cn(
        'border-t border-border px-4 py-16 sm:px-6 lg:py-20',
        anchor && 'scroll-mt-24',
        className,
      )}
    >
      <div className="mx-auto max-w-6xl">
        <Overview study={study} titleId={titleId} />
        <div
          className={cn(
            'mt-10 grid gap-10 lg:grid-cols-2 lg:gap-12',
            reverse && 'lg:[&>*:first-child]:order-2',
          )}
        >
          <Story study={study} />
          <Outcome study={study} resultsId={resultsId} />
        </div>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink href={links?.readMore ?? '/contact'} aria-describedby={titleId}>
            {t('caseStudy.readMore')}
          </ButtonLink>
          {/* Its own page's results, or a same-page fragment: the browser scrolls there. */}
          <ButtonLink
            variant="secondary"
            href={links?.results ?? `#${resultsId}`}
            aria-describedby={titleId}
          >
            {t('caseStudy.viewResults')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
