/** Where a case study's two buttons lead, in English form (the link adds the language). */
export interface CaseStudyLinks {
  readMore: string;
  results: string;
}

/**
 * 'Read Full Case Study' and 'View Results' of one case study in a list: its own page and that
 * page's results when the case studies have pages (`pagePath`); otherwise a conversation
 * (`readMoreHref`, /contact by default) and the section's own results list on this page.
 */
export function caseStudyLinks(
  id: string,
  { pagePath, readMoreHref }: { pagePath?: string; readMoreHref?: string },
): CaseStudyLinks {
  if (pagePath) {
    const page = `${pagePath.replace(/\/$/, '')}/${encodeURIComponent(id)}`;
    return { readMore: page, results: `${page}#${RESULTS_ANCHOR}` };
  }
  return { readMore: readMoreHref ?? '/contact', results: `#${id}-results` };
}

/** The anchor of the results on a case study's own page (/case-studies/telecom#results). */
export const RESULTS_ANCHOR = 'results';
