/**
 * How large a picture may be, in pixels. Decoding costs time in proportion to the pixels, not to
 * the file's bytes: a 6000×6000 PNG of one colour weighs 35 KB and took 3 s of every uncached
 * build. Pages never show more than 1,600 pixels of a picture's width (src/ui/responsive.ts), so
 * 4,096 on a side and 16.8 megapixels in all leave room for cropping and sharp screens.
 *
 * The build refuses a larger upload by its file name (which holds its size), before decoding any
 * of it. The editor's upload (scripts/lib/edit/upload.ts) should ask `pixelProblem` with the size
 * sharp reads, and give `MAX_PIXELS` to sharp as `limitInputPixels`, so it is refused there first.
 */
export const MAX_SIDE = 4096;
export const MAX_PIXELS = MAX_SIDE * MAX_SIDE;

const grouped = (n: number) => n.toLocaleString('en');

/** Why a picture of this size is refused, in words for the person who chose it, or null. */
export function pixelProblem(width: number, height: number): string | null {
  if (
    Number.isInteger(width) &&
    Number.isInteger(height) &&
    width > 0 &&
    height > 0 &&
    width <= MAX_SIDE &&
    height <= MAX_SIDE &&
    width * height <= MAX_PIXELS
  )
    return null;
  return `this picture is ${grouped(width)}×${grouped(height)} pixels, more than a page can use and slow to publish: make it at most ${grouped(MAX_SIDE)} pixels wide and high first, then upload it again`;
}
