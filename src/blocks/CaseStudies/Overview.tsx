import { useTranslation } from '../../i18n/react';
import type { ShownCaseStudy } from './study';
import { SpriteIcon } from '../../ui/SpriteIcon';

/** Industry badge, headline, client, duration and team size: the section's opening. */
export function Overview({
  study,
  titleId,
  level: H = 'h2',
}: {
  study: ShownCaseStudy;
  titleId: string;
  /** h1 on the case study's own page, h2 in a list. */
  level?: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  const facts = [
    { icon: 'building', label: t('caseStudy.client'), value: study.client, key: 'client' },
    { icon: 'clock', label: t('caseStudy.duration'), value: study.duration, key: 'duration' },
    { icon: 'users', label: t('caseStudy.teamSize'), value: study.teamSize, key: 'team' },
  ] as const;
  return (
    <header>
      <p
        data-case-industry
        className="inline-flex items-center gap-2 rounded-full border border-accent/40 bg-surface px-3 py-1 text-sm font-semibold text-accent"
      >
        {study.icon && <SpriteIcon name={study.icon} className="size-4" />}
        {study.industry}
      </p>
      <H id={titleId} className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {study.title}
      </H>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <div
            key={fact.key}
            data-case-fact={fact.key}
            className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 rounded-xl border border-border bg-surface p-4"
          >
            {/* dt and dd stay direct children of this div (a valid dl group); the icon is part of the term. */}
            <dt className="contents">
              <SpriteIcon name={fact.icon} className="row-span-2 mt-0.5 size-5 text-accent" />
              <span className="text-xs font-semibold tracking-wide text-muted uppercase">
                {fact.label}
              </span>
            </dt>
            <dd className="col-start-2 mt-1 font-medium">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
