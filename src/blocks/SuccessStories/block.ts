import type { Load, Needs } from '../../engine/descriptor';

export const load: Load<'successStories'> = () => import('./index');

/** The case studies, when a story names one (embedded in the prerendered page). */
export const needs: Needs<'successStories'> = (block) =>
  block.stories.some((s) => s.caseStudy) ? ['case-studies'] : [];
