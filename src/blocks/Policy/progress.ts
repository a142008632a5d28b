/**
 * Reading progress (docs/site/policies.md#reading-progress): the share of the page scrolled, as a
 * whole percentage from 0 to 100. Pure, so the edge cases (a page shorter than the window,
 * overscroll) are unit-tested.
 */
export function readingProgress(scrollTop: number, scrollHeight: number, viewport: number): number {
  const scrollable = scrollHeight - viewport;
  // A page that does not scroll is read as soon as it is seen.
  if (!(scrollable > 0)) return 100;
  const percent = Math.round((scrollTop / scrollable) * 100);
  return Math.min(100, Math.max(0, percent));
}
