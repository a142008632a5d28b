import type {
  Article,
  BreadcrumbList,
  FAQPage,
  JobPosting as JobPostingData,
  LocalBusiness,
  Service,
  Thing,
  WebSite,
} from 'schema-dts';
import type { ItemMeta } from '../engine/needs';
import type { Block, Figure, JobPosting } from '../generated/schema-types';

/**
 * The page's structured data (schema.org JSON-LD), generated from site.json, the page's blocks,
 * its words and its content: nothing is written by hand per page. Typed with schema-dts, and
 * tests/unit/structured-data.test.ts checks the properties Google's rich results require.
 */
export interface SiteFacts {
  name: string;
  url: string;
  languages: readonly string[];
  email: string;
  phone: string;
  postalAddress?: {
    streetAddress: string;
    addressLocality: string;
    postalCode?: string;
    addressCountry: string;
  };
  /** Where a nested page's parent links in the navigation: its English path → words key. */
  navTitles: Readonly<Record<string, string>>;
}

export interface PageFacts {
  lang: string;
  /** The page's English path ("/services/ai-solutions"). */
  enPath: string;
  /** A path of this site in the page's language. */
  localize: (enPath: string) => string;
  title: string;
  description: string;
  blocks: readonly Block[];
  /** Words by key ("careers:jobs.aiMl.title"); a missing key gives "". */
  t: (key: string) => string;
  item: ItemMeta | null;
}

type Node = Exclude<Thing, string> & { '@id'?: string };

/** Days a job posting stays open when its block gives no "validThrough". */
const POSTING_DAYS = 60;

export function structuredData(site: SiteFacts, page: PageFacts): Node[] {
  const abs = (path: string) => site.url + path;
  const orgId = `${site.url}/#organization`;
  const address = site.postalAddress && {
    '@type': 'PostalAddress' as const,
    ...site.postalAddress,
  };
  const business: LocalBusiness = {
    '@type': 'LocalBusiness',
    '@id': orgId,
    name: site.name,
    url: abs('/'),
    logo: abs('/favicon.svg'),
    image: abs('/favicon.svg'),
    email: site.email,
    telephone: site.phone.replace(/\s+/g, ''),
    ...(address ? { address } : {}),
    knowsLanguage: [...site.languages],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: site.email,
      telephone: site.phone.replace(/\s+/g, ''),
      availableLanguage: [...site.languages],
    },
  };
  // Both types at once, as schema.org allows: Google reads the organisation (logo, contact) and
  // the local business (address, phone). schema-dts types one @type per node, hence the cast.
  const organization = {
    ...business,
    '@type': ['Organization', 'LocalBusiness'],
  } as unknown as Node;
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${site.url}/#website`,
    url: abs('/'),
    name: site.name,
    inLanguage: page.lang,
    publisher: { '@id': orgId },
  };
  const nodes: Node[] = [organization, website as Node];
  const here = abs(page.localize(page.enPath));

  const crumbs = breadcrumbs(site, page);
  if (crumbs) nodes.push(crumbs as Node);

  const article = page.item?.article;
  if (article) {
    nodes.push({
      '@type': 'Article',
      headline: page.title,
      description: page.description,
      datePublished: article.published,
      author: { '@type': 'Person', name: article.author },
      image: abs(article.image),
      inLanguage: page.lang,
      publisher: { '@id': orgId },
      mainEntityOfPage: here,
    } satisfies Article as Node);
  }

  const questions = page.blocks.flatMap((b) => (b.type === 'faq' ? b.items : []));
  if (questions.length) {
    nodes.push({
      '@type': 'FAQPage',
      mainEntity: questions.map((q) => ({
        '@type': 'Question' as const,
        name: page.t(q.question),
        acceptedAnswer: { '@type': 'Answer' as const, text: page.t(q.answer) },
      })),
    } satisfies FAQPage as Node);
  }

  for (const block of page.blocks) {
    if (block.type !== 'jobBoard') continue;
    for (const job of block.positions) nodes.push(jobPosting(job, page, orgId, address) as Node);
  }

  if (/^\/services\/[^/]+$/.test(page.enPath)) {
    nodes.push({
      '@type': 'Service',
      name: page.title,
      description: page.description,
      serviceType: page.title,
      url: here,
      provider: { '@id': orgId },
      areaServed: { '@type': 'Country', name: site.postalAddress?.addressCountry ?? 'MA' },
    } satisfies Service as Node);
  }
  return nodes;
}

/** Home › parent › this page, on pages below the top level. */
function breadcrumbs(site: SiteFacts, page: PageFacts): BreadcrumbList | null {
  const parts = page.enPath.split('/').filter(Boolean);
  if (parts.length < 2) return null;
  const parent = `/${parts.slice(0, -1).join('/')}`;
  const key = site.navTitles[parent];
  const parentName = key ? page.t(key) : '';
  const trail: { name: string; path: string }[] = [
    { name: site.name, path: '/' },
    ...(parentName ? [{ name: parentName, path: parent }] : []),
    { name: page.title, path: page.enPath },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem' as const,
      position: i + 1,
      name: c.name,
      item: site.url + page.localize(c.path),
    })),
  };
}

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

function jobPosting(
  job: JobPosting,
  page: PageFacts,
  orgId: string,
  address: (NonNullable<SiteFacts['postalAddress']> & { '@type': 'PostalAddress' }) | undefined,
): JobPostingData {
  const salary = salaryRange(job.salary);
  return {
    '@type': 'JobPosting',
    title: page.t(job.title),
    description: [job.description, ...job.requirements].map((k) => page.t(k)).join('\n'),
    datePosted: job.posted,
    validThrough: job.validThrough ?? addDays(job.posted, POSTING_DAYS),
    employmentType: EMPLOYMENT[job.employment],
    hiringOrganization: { '@id': orgId },
    jobLocation: { '@type': 'Place', ...(address ? { address } : {}) },
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
