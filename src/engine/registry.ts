import type { ComponentType } from 'react';
import type { Block, BlockType } from '../generated/schema-types';

export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type BlockComponent<T extends BlockType> = ComponentType<{ block: BlockOf<T> }>;
type Loader<T extends BlockType> = () => Promise<{ default: BlockComponent<T> }>;

/**
 * The only place that knows every block. Each entry loads lazily, so a page downloads the code
 * of the blocks it uses and no other; a schema without an entry here is a compile error.
 */
export const registry = {
  hero: () => import('../blocks/Hero'),
  disabledNotice: () => import('../blocks/DisabledNotice'),
  stats: () => import('../blocks/Stats'),
  ctaBand: () => import('../blocks/CtaBand'),
  countdown: () => import('../blocks/Countdown'),
  featureGrid: () => import('../blocks/FeatureGrid'),
  signup: () => import('../blocks/Signup'),
  timeline: () => import('../blocks/Timeline'),
  testimonialMarquee: () => import('../blocks/TestimonialMarquee'),
  successStories: () => import('../blocks/SuccessStories'),
  faq: () => import('../blocks/Faq'),
  serviceSection: () => import('../blocks/ServiceSection'),
  stickyCta: () => import('../blocks/StickyCta'),
  teamGrid: () => import('../blocks/TeamGrid'),
  valuesCarousel: () => import('../blocks/ValuesCarousel'),
  caseStudy: () => import('../blocks/CaseStudy'),
  techStack: () => import('../blocks/TechStack'),
  progressBars: () => import('../blocks/ProgressBars'),
  contactCard: () => import('../blocks/ContactCard'),
  jobBoard: () => import('../blocks/JobBoard'),
  form: () => import('../blocks/Form'),
  quoteGrid: () => import('../blocks/QuoteGrid'),
  policy: () => import('../blocks/Policy'),
  blogList: () => import('../blocks/BlogList'),
  blogArticle: () => import('../blocks/BlogArticle'),
  testimonialList: () => import('../blocks/TestimonialList'),
  testimonialDetail: () => import('../blocks/TestimonialDetail'),
} satisfies { [K in BlockType]: Loader<K> };
