import { useTranslation } from '../../i18n/react';
import type { ShownCaseStudy } from './study';
import { EntryImage } from '../../ui/SafeImage';

const heading = 'text-lg font-semibold';

/** A subsection's heading: h3 in a list's section, h2 on the case study's own page. */
export type SubHeading = 'h2' | 'h3';

/** The narrative column: photo, challenge, solution, technologies and topics. */
export function Story({ study, sub: H = 'h3' }: { study: ShownCaseStudy; sub?: SubHeading }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 space-y-8">
      <EntryImage
        image={study.image}
        height={450}
        className="aspect-video w-full rounded-2xl object-cover"
      />
      <div data-case-challenge>
        <H className={heading}>{t('caseStudy.challenge')}</H>
        <p className="mt-2 leading-relaxed text-muted">{study.challenge}</p>
      </div>
      <div data-case-solution>
        <H className={heading}>{t('caseStudy.solution')}</H>
        <p className="mt-2 leading-relaxed text-muted">{study.solution}</p>
      </div>
      <div data-case-technologies>
        <H className={heading}>{t('caseStudy.technologies')}</H>
        <ul className="mt-3 flex flex-wrap gap-2">
          {study.technologies.map((name, i) => (
            <li
              key={`${i}:${name}`}
              dir="auto"
              className="rounded-full border border-border bg-surface px-3 py-1 text-sm font-medium"
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
      {study.tags && study.tags.length > 0 && (
        <ul data-case-tags aria-label={t('caseStudy.tags')} className="flex flex-wrap gap-2">
          {study.tags.map((tag, i) => (
            <li
              key={`${i}:${tag}`}
              className="rounded-md bg-surface px-2.5 py-1 text-xs text-muted"
            >
              #{tag}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
