/**
 * How long a headline reads, in characters (code points, capped), for .hero-title's size. The
 * same hero shows six translations, and French runs half as long again as English: a size fixed
 * for the English words wraps the French ones onto five lines on a phone and pushes the buttons
 * under the cookie banner. Sizing from the length at render needs no measuring in the browser,
 * so the prerendered page is already right and nothing moves when it hydrates.
 */
export function headlineLength(title: string): number {
  return Math.min(200, Math.max(12, [...title.trim()].length));
}
