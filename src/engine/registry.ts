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
} satisfies { [K in BlockType]: Loader<K> };
