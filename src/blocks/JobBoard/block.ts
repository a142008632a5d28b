import type { JobPosting as JobPostingData } from 'schema-dts';
import type { Figure, JobPosting } from '../../generated/schema-types';
import type {
  Load,
  StructuredContext,
  StructuredData,
  StructuredNode,
} from '../../engine/descriptor';

export const load: Load<'jobBoard'> = () => import('./index');

/** Each open position as a JobPosting, which job search engines list. */
export const structuredData: StructuredData<'jobBoard'> = (blocks, page) =>
  blocks.flatMap((b) => b.positions.map((job) => jobPosting(job, page) as StructuredNode));

/** Days a job posting stays open when its block gives no "validThrough". */
const POSTING_DAYS = 60;

const EMPLOYMENT: Readonly<Record<JobPosting['employment'], string>> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A salary figure as schema.org wants it: a currency range in whole units. */
export function salaryRange(salary: Figure): { min: number; max: number; currency: string } | null {
  if (!('value' in salary) || salary.kind !== 'currency' || !salary.currency) return null;
  return { min: salary.value, max: salary.to ?? salary.value, currency: salary.currency };
}

function jobPosting(job: JobPosting, page: StructuredContext): JobPostingData {
  const salary = salaryRange(job.salary);
  return {
    '@type': 'JobPosting',
    title: page.t(job.title),
    description: [job.description, ...job.requirements].map((k) => page.t(k)).join('\n'),
    datePosted: job.posted,
    validThrough: job.validThrough ?? addDays(job.posted, POSTING_DAYS),
    employmentType: EMPLOYMENT[job.employment],
    hiringOrganization: { '@id': page.orgId },
    jobLocation: { '@type': 'Place', ...(page.address ? { address: page.address } : {}) },
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: salary.min,
              maxValue: salary.max,
              unitText: 'MONTH',
            },
          },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: 'id', value: job.id },
    url: `${page.localize('/careers')}`,
    skills: job.skills.join(', '),
    inLanguage: page.lang,
  } as JobPostingData;
}
