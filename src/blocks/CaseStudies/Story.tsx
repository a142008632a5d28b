import { useTranslation } from '../../i18n/react';
import type { ShownCaseStudy } from './study';
import { SafeImage } from '../../ui/SafeImage';

const h3 = 'text-lg font-semibold';

/** The narrative column: photo, challenge, solution, technologies and topics. */
export function Story({ study }: { study: ShownCaseStudy }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 space-y-8">
      {study.image && (
        <SafeImage
          src={study.image.src}
          alt={study.image.alt}
          width={800}
          height={450}
          className="aspect-video w-full rounded-2xl object-cover"
        />
      )}
      <div data-case-challenge>
        <h3 className={h3}>{t('caseStudy.challenge')}</h3>
        <p className="mt-2 leading-relaxed text-muted">{study.challenge}</p>
      </div>
      <div data-case-solution>
        <h3 className={h3}>{t('caseStudy.solution')}</h3>
        <p className="mt-2 leading-relaxed text-muted">{study.solution}</p>
      </div>
      <div data-case-technologies>
        <h3 className={h3}>{t('caseStudy.technologies')}</h3>
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
