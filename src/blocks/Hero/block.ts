import type { Load, Preloads, StartsNewPage } from '../../engine/descriptor';

export const load: Load<'hero'> = () => import('./index');

/**
 * A hero's drawing is a module of its own (one of eight): the page asks for its own up front,
 * so hydration never waits for it. Spelled here rather than imported from ./visuals, whose
 * lazy components would then run on every page.
 */
export const preloads: Preloads<'hero'> = (block) => {
  const name = block.visual ?? 'network';
  return [`src/blocks/Hero/visuals/${name.charAt(0).toUpperCase()}${name.slice(1)}.tsx`];
};

/** A new page opens with its banner: the page's name, a headline and an introduction. */
export const startsNewPage: StartsNewPage<'hero'> = (ns) => ({
  page: `${ns}:hero.page`,
  title: `${ns}:hero.title`,
  subtitle: `${ns}:hero.subtitle`,
});
