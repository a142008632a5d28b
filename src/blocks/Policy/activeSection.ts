/**
 * The current section (docs/site/policies.md#active-section) is the one in a band from 20% below
 * the top of the window to 70% above its bottom (IntersectionObserver root margins).
 */
export const ACTIVE_BAND = '-20% 0px -70% 0px';

/**
 * The section to highlight: the first one, in document order, that is inside the band; when none
 * is (a gap between sections), the previous highlight stays.
 */
export function pickActive(
  order: readonly string[],
  inBand: ReadonlySet<string>,
  previous: string | null,
): string | null {
  return order.find((id) => inBand.has(id)) ?? previous;
}
