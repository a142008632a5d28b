import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import type { JobPosting } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { Button, buttonClass } from '../../ui/Button';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { JobMeta } from './JobMeta';

export type ApplyTarget = { form: string; field: string };

/**
 * One posting. The agency's design has View Details and Apply Now only "select the job"; here that
 * selection is made useful: View Details unfolds the requirements and benefits (a disclosure),
 * Apply Now is a link to the application form with this job preselected (?position=<id>#<form>),
 * which works before the page's script has loaded too (docs/site/careers.md#job-buttons).
 */
export function JobCard({
  job,
  apply,
  heading: Heading,
}: {
  job: JobPosting;
  apply: ApplyTarget | undefined;
  heading: 'h2' | 'h3';
}) {
  const text = useText();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const detailsId = `${id}-details`;
  return (
    <article
      id={`job-${job.id}`}
      aria-labelledby={titleId}
      data-job={job.id}
      className="rounded-2xl border border-border bg-surface p-6 transition-colors hover:border-accent sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Heading id={titleId} className="text-xl font-semibold">
          {text(job.title)}
        </Heading>
        {job.urgent && (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-700 px-3 py-1 text-xs font-semibold text-white dark:bg-red-400 dark:text-black">
            <SpriteIcon name="zap" className="size-3.5" />
            {t('jobBoard.urgent')}
          </span>
        )}
      </div>
      <JobMeta job={job} />
      <p className="mt-4 leading-relaxed text-muted">{text(job.description)}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('jobBoard.skills')}>
        {job.skills.map((skill) => (
          <li key={skill} className="rounded-full bg-bg px-3 py-1 text-xs font-medium" dir="ltr">
            {skill}
          </li>
        ))}
      </ul>
      <div id={detailsId} hidden={!open} className="mt-6 grid gap-6 sm:grid-cols-2">
        <List title={t('jobBoard.requirements')} items={job.requirements.map((k) => text(k))} />
        <List title={t('jobBoard.benefits')} items={job.benefits.map((k) => text(k))} />
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-describedby={titleId}
          onClick={() => setOpen((o) => !o)}
        >
          {t('jobBoard.viewDetails')}
        </Button>
        {apply && (
          <Link
            discover="none"
            to={{ search: `?${apply.field}=${job.id}`, hash: `#${apply.form}` }}
            aria-describedby={titleId}
            className={buttonClass('primary')}
          >
            {t('jobBoard.applyNow')}
          </Link>
        )}
      </div>
    </article>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 space-y-2 text-sm text-muted">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <SpriteIcon name="circle-check" className="mt-0.5 size-4 shrink-0 text-accent" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
