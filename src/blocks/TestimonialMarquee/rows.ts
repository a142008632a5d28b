export const ROW_SIZE = 10;

/**
 * Up to ten items a row, as many rows as every ten items make (docs/site/home.md#testimonial-marquee),
 * shared evenly: twenty make rows of 0–9 and 10–19 as the agency specified, but fourteen make two
 * rows of seven, not ten and four (a row of four is narrower than a laptop's screen, and its loop
 * left a ~300 px empty band at 1440 px).
 */
export function toRows<T>(items: readonly T[], size = ROW_SIZE): T[][] {
  const count = Math.ceil(items.length / size);
  const rows: T[][] = [];
  for (let r = 0, start = 0; r < count; r++) {
    // The first rows take the remainder: 15 items make rows of 8 and 7.
    const length = Math.floor(items.length / count) + (r < items.length % count ? 1 : 0);
    rows.push(items.slice(start, start + length));
    start += length;
  }
  return rows;
}
