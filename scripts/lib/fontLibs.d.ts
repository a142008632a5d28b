// fontkit, subset-font and wawoff2 ship no types; the build uses only these calls.
declare module 'fontkit' {
  export function create(buffer: Uint8Array): {
    characterSet: number[];
    /** Vertical metrics in font units (hhea): what a line box is made of. */
    unitsPerEm: number;
    ascent: number;
    descent: number;
    lineGap: number;
  };
}
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
// wawoff2 ships no types either; the social cards use only its decompress().
declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
