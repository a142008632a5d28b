import type { FigureOrFact, SuccessStories } from '../../generated/schema-types';
import { toShownCaseStudy } from '../CaseStudies/shown';

type Story = SuccessStories['stories'][number];

/** A story as its card shows it, every text in the page's language. */
export interface ShownStory {
  key: string;
  industry: string;
  title: string;
  results: { value: FigureOrFact; label: string }[];
  image?: { src: string; alt: string };
  href?: string;
}

/**
 * A story as its card shows it. One that names a case study shows that entry's industry, title
 * and the key metrics it picks (the first by default), so a client's story has one set of
 * figures wherever it is told; it is left out (null) while the collection loads or when the
 * entry is missing (the lint names it). Otherwise the story's own words, by key.
 */
export function shownStory(
  story: Story,
  studies: readonly unknown[],
  text: (key: string) => string,
): ShownStory | null {
  const image = story.image ? { src: story.image, alt: story.alt ? text(story.alt) : '' } : null;
  const common = { ...(image ? { image } : {}), ...(story.href ? { href: story.href } : {}) };
  if (story.caseStudy) {
    const entry = studies.find((s) => (s as { id?: unknown } | null)?.id === story.caseStudy);
    const study = entry ? toShownCaseStudy(entry) : null;
    if (!study) return null;
    const results = (story.keyMetrics ?? [0]).flatMap((i) => study.metrics[i] ?? []);
    return { key: study.id, industry: study.industry, title: study.title, results, ...common };
  }
  if (!story.title) return null;
  return {
    key: story.title,
    industry: story.industry ? text(story.industry) : '',
    title: text(story.title),
    results: story.metric
      ? [{ value: story.metric, label: story.metricLabel ? text(story.metricLabel) : '' }]
      : [],
    ...common,
  };
}
