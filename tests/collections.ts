/**
 * The entries a page's block shows in a language (testimonials, team members), as the tests
 * expect them: the committed entries in that language, picked by the block's own "select" in
 * pages/.
 */
import fs from 'node:fs';
import { readCollection } from '../scripts/lib/collections.ts';
import { root } from '../scripts/lib/paths.ts';
import { selectEntries, type Selection } from '../src/content/collections.ts';
import { pageBlock, pageBlocks } from './site.ts';
import type { ShownCaseStudy as ShownStudy } from '../src/blocks/CaseStudies/study.ts';
import type { ShownMember } from '../src/blocks/TeamGrid/members.ts';
import type { Testimonial as ShownTestimonial } from '../src/blocks/TestimonialList/testimonials.ts';

// The tests read entries as the blocks' own types: one shape, the one the site renders.
export type { ShownMember, ShownStudy, ShownTestimonial };

export function shownTestimonials(pageFile: string, blockType: string, lang: string) {
  const block = pageBlocks(pageFile).find((b) => b.type === blockType) as
    { select?: Selection } | undefined;
  if (!block) throw new Error(`pages/${pageFile}.json has no ${blockType} block`);
  const { items } = readCollection(root, 'testimonials', lang);
  return selectEntries(items as unknown as ShownTestimonial[], block.select);
}

/** The testimonials page's own words in a language (figures, filters' lists, call to action). */
export const testimonialsPage = (lang: string) =>
  JSON.parse(
    fs.readFileSync(`content/testimonials-page${lang === 'en' ? '' : `.${lang}`}.json`, 'utf8'),
  ) as Record<string, unknown>;

/** The team members of the block with id `blockId` in a page file, in a language. */
export function shownMembers(pageFile: string, blockId: string, lang: string): ShownMember[] {
  const block = pageBlock(pageFile, blockId) as { select?: Selection };
  const { items } = readCollection(root, 'team', lang);
  return selectEntries(items as unknown as ShownMember[], block.select);
}

/** The case studies a page's caseStudies block shows in a language, in its order. */
export function shownCaseStudies(pageFile: string, lang: string): ShownStudy[] {
  const block = pageBlocks(pageFile).find((b) => b.type === 'caseStudies') as
    { select?: Selection } | undefined;
  if (!block) throw new Error(`pages/${pageFile}.json has no caseStudies block`);
  const { items } = readCollection(root, 'case-studies', lang);
  return selectEntries(items as unknown as ShownStudy[], block.select);
}
