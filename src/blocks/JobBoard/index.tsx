import { useId } from 'react';
import type { JobBoard as JobBoardBlock } from '../../generated/schema-types';
import { SectionHeading } from '../../ui/SectionHeading';
import { JobCard } from './JobCard';

/** The open positions (docs/site/careers.md#job-board), each with View Details and Apply Now. */
export default function JobBoard({ block }: { block: JobBoardBlock }) {
  const titleId = useId();
  const apply = block.applyForm
    ? { form: block.applyForm, field: block.applyField ?? 'position' }
    : undefined;
  return (
    <section aria-labelledby={block.title ? titleId : undefined} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-5xl">
        <SectionHeading id={titleId} title={block.title} subtitle={block.subtitle} />
        <ul className="mt-10 grid grid-cols-1 gap-6">
          {block.positions.map((job) => (
            <li key={job.id}>
              <JobCard job={job} apply={apply} heading={block.title ? 'h3' : 'h2'} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
