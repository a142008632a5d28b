import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLanguage } from '../../i18n/LanguageContext';
import { formatLongDate } from '../../content/dates';
import type { FeatureIcon, JobPosting } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { useFigure } from '../../i18n/useFigure';

/** The facts of a posting, each named for screen readers and marked by an icon for the eye. */
export function JobMeta({ job }: { job: JobPosting }) {
  const text = useText();
  const { t } = useTranslation();
  const lang = useLanguage();
  const figure = useFigure();
  const employment: Record<JobPosting['employment'], string> = {
    'full-time': t('jobBoard.fullTime'),
    'part-time': t('jobBoard.partTime'),
    contract: t('jobBoard.contract'),
    internship: t('jobBoard.internship'),
  };
  const salary = (
    <>
      <bdi dir="ltr">{figure(job.salary)}</bdi>
      {job.salaryNote && <> {text(job.salaryNote)}</>}
    </>
  );
  const facts: [FeatureIcon, string, ReactNode][] = [
    ['building', t('jobBoard.department'), text(job.department)],
    ['map-pin', t('jobBoard.location'), text(job.location)],
    ['clock', t('jobBoard.employment'), employment[job.employment]],
    [
      'award',
      t('jobBoard.experience'),
      // Numbers in the data, the range written the language's way (Intl, or "3 à 5 ans").
      text({ ...job.experience, unit: 'year' }),
    ],
    ['banknote', t('jobBoard.salary'), salary],
  ];
  return (
    <>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {facts.map(([icon, label, value]) => (
          <div key={icon} className="flex items-center gap-2">
            <SpriteIcon name={icon} className="size-4 shrink-0 text-accent" />
            <dt className="sr-only">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 flex items-center gap-2 text-xs text-muted">
        <SpriteIcon name="calendar" className="size-3.5 shrink-0" />
        <time dateTime={job.posted}>
          {t('jobBoard.posted', { date: formatLongDate(job.posted, lang) })}
        </time>
      </p>
    </>
  );
}
