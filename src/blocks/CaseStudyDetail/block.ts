import type { ItemMetaOf, Load, Needs } from '../../engine/descriptor';
import { storyIdFromPath } from '../TestimonialList/testimonials';
import { isCaseStudiesView, toShownCaseStudy } from '../CaseStudies/shown';

export const load: Load<'caseStudyDetail'> = () => import('./index');

/** The collection the case study is picked from (embedded in its prerendered page). */
export const needs: Needs<'caseStudyDetail'> = (block) => [block.from];

/**
 * A case study's page is titled by the case study and described by its challenge; its
 * structured data is an article the agency wrote (no person signs a case study).
 */
export const itemMeta: ItemMetaOf<'caseStudyDetail'> = (block, pathname, read) => {
  const file = read(block.from);
  const id = storyIdFromPath(pathname);
  const entry = isCaseStudiesView(file)
    ? file.items.find((s) => (s as { id?: unknown }).id === id)
    : undefined;
  const study = entry ? toShownCaseStudy(entry) : null;
  if (!study) return null;
  return {
    title: study.title,
    description: study.challenge,
    ...(study.date ? { date: study.date } : {}),
    article: {
      ...(study.date ? { published: study.date } : {}),
      ...(study.image ? { image: study.image.src } : {}),
    },
  };
};
