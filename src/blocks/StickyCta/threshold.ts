/**
 * The bar shows once the scroll passes 50% of the scrollable height
 * (docs/site/shell.md#sticky-call-to-action-bar).
 */
export const STICKY_THRESHOLD = 0.5;

/**
 * Whether the visitor has scrolled past `threshold` of the page's scrollable height
 * (scrollY / (scrollHeight - innerHeight)). A page that does not scroll has no height to pass,
 * so the bar stays hidden there rather than dividing by zero.
 */
export function pastThreshold(
  scrollY: number,
  scrollHeight: number,
  innerHeight: number,
  threshold = STICKY_THRESHOLD,
): boolean {
  const scrollable = scrollHeight - innerHeight;
  if (scrollable <= 0) return false;
  return scrollY / scrollable > threshold;
}

/** The sessionStorage key that remembers a dismissed bar on one page for the visit. */
export const dismissKey = (pathname: string) => `sticky-cta-dismissed:${pathname}`;
