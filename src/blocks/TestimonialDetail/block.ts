import type { ItemMetaOf, Load, Needs } from '../../engine/descriptor';
import { isTestimonialsView, storyIdFromPath } from '../TestimonialList/testimonials';

export const load: Load<'testimonialDetail'> = () => import('./index');

export const needs: Needs<'testimonialDetail'> = (block) => [block.from];

/** A story's page is titled by its client and described by the quote. */
export const itemMeta: ItemMetaOf<'testimonialDetail'> = (block, pathname, read) => {
  const file = read(block.from);
  const id = storyIdFromPath(pathname);
  const t = isTestimonialsView(file) ? file.items.find((s) => s.id === id) : null;
  return t
    ? { title: t.clientCompany || t.clientName, description: t.testimonial, date: t.date }
    : null;
};
