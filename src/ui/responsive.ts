/**
 * Pictures uploaded in the editor carry their size in their name
 * (/images/uploads/<slug>-<hash>-<width>x<height>.<ext>), so a page can offer smaller copies and
 * reserve the picture's room without reading the file: the build writes an AVIF and a WebP copy
 * at each width of `widthsFor` next to the original, and pictures show them through `<picture>`.
 * Every other picture (the repository's own SVG drawings) is shown as it is.
 */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;
export const RESPONSIVE_FORMATS = ['avif', 'webp'] as const;
export type ResponsiveFormat = (typeof RESPONSIVE_FORMATS)[number];

const UPLOADED =
  /^\/images\/uploads\/([a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{12})-([1-9]\d{0,4})x([1-9]\d{0,4})\.(?:png|jpg|webp|avif)$/;

export interface Responsive {
  /** The name without its size and type: what every copy's name starts with. */
  stem: string;
  width: number;
  height: number;
  /** The copies' widths, none larger than the original. */
  widths: number[];
}

/** The widths a picture `width` pixels wide is offered at: never wider than itself. */
export function widthsFor(width: number): number[] {
  const largest = RESPONSIVE_WIDTHS[RESPONSIVE_WIDTHS.length - 1]!;
  const smaller = RESPONSIVE_WIDTHS.filter((w) => w < width);
  return [...smaller, Math.min(width, largest)].filter((w, i, all) => all.indexOf(w) === i);
}

/** An uploaded picture's size and copies, or null for any other address. */
export function responsiveOf(src: string): Responsive | null {
  const m = UPLOADED.exec(src);
  if (!m) return null;
  const width = Number(m[2]);
  return { stem: m[1]!, width, height: Number(m[3]), widths: widthsFor(width) };
}

/** The address of one copy. */
export const copyPath = (stem: string, width: number, format: ResponsiveFormat) =>
  `/images/uploads/${stem}-${width}w.${format}`;

/** The `srcset` of one format's copies. */
export const srcSetOf = (r: Responsive, format: ResponsiveFormat) =>
  r.widths.map((w) => `${copyPath(r.stem, w, format)} ${w}w`).join(', ');
