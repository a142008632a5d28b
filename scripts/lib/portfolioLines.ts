/**
 * Lines of the portfolio PDF (scripts/build/portfolio.ts), word by word. pdfkit lays a paragraph
 * out one word at a time, left to right, and fontkit shapes each word (Arabic letters joined and
 * their glyphs put right to left) but orders no words: a whole Arabic line through pdfkit reads
 * backwards. So the build breaks lines itself and places each word where the bidirectional order
 * puts it. Words are the unit: an Arabic paragraph's runs of Latin words and figures ("CRM",
 * "62%") keep their own left-to-right order, the runs are laid right to left. This is the
 * word-level part of the Unicode bidirectional algorithm that plain sentences need, with paired
 * signs mirrored; it has no nested embeddings (a Latin phrase with an Arabic word inside an
 * Arabic paragraph), which the case studies do not use. A full UBA library would add a
 * dependency for cases no entry has.
 */

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Whether a word is written right to left (holds an Arabic letter). */
export const isRightToLeft = (word: string): boolean => ARABIC.test(word);

/**
 * Marks that only steer a browser's bidirectional order (LRM, RLM, ALM, isolates): the order is
 * decided here, and no face draws them.
 */
const BIDI_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A paragraph's words: split at breaking white space, none empty. A no-break space stays inside
 * its word ("86 %", "12 minutes" as a language writes a figure).
 */
export const wordsOf = (text: string): string[] =>
  text
    .replace(BIDI_MARKS, '')
    .split(/[ \t\n\r]+/)
    .filter(Boolean);

/** A part of a word drawn in one face: `arabic` when the Arabic face draws it. */
export interface Piece {
  text: string;
  arabic: boolean;
}

/** Paired signs a right to left word shows mirrored (Unicode's Bidi_Mirrored, the ones in use). */
const MIRRORED: Readonly<Record<string, string>> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '«': '»',
  '»': '«',
  '‹': '›',
  '›': '‹',
};

/**
 * A word's parts by face, left to right on the page. The Arabic face has Arabic letters and
 * punctuation only, so an Arabic word's ":" or "." comes from the Latin face; the parts of a
 * right to left word are laid right to left (its colon ends up on its left), its brackets and
 * quotation marks mirrored.
 */
export function piecesOf(word: string, arabicHas: (char: string) => boolean): Piece[] {
  const rtl = isRightToLeft(word);
  const pieces: Piece[] = [];
  // A mirrored sign is a piece of its own, laid right to left with the word, while the Latin
  // letters between a pair keep their order: "(Headless)،" shows as "،(Headless)".
  let alone = false;
  for (const given of word) {
    const mirrored = rtl && Object.hasOwn(MIRRORED, given);
    const char = mirrored ? MIRRORED[given]! : given;
    const arabic = rtl && arabicHas(char);
    const last = pieces.at(-1);
    if (last && last.arabic === arabic && !mirrored && !alone) last.text += char;
    else pieces.push({ text: char, arabic });
    alone = mirrored;
  }
  return rtl ? pieces.reverse() : pieces;
}

/**
 * Greedy lines no wider than `max`: words are added while the line fits; a word wider than a
 * line on its own gets a line of its own (it overflows rather than being lost).
 */
export function breakLines(
  words: readonly string[],
  widthOf: (word: string) => number,
  space: number,
  max: number,
): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let width = 0;
  for (const word of words) {
    const w = widthOf(word);
    if (line.length > 0 && width + space + w > max) {
      lines.push(line);
      line = [];
      width = 0;
    }
    width += (line.length > 0 ? space : 0) + w;
    line.push(word);
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/**
 * A line's words from left to right. Left to right paragraphs keep their order. In a right to
 * left paragraph, consecutive left to right words form one run that keeps its order, and the
 * runs (each Arabic word a run of its own) are reversed.
 */
export function visualOrder(line: readonly string[], rtl: boolean): string[] {
  if (!rtl) return [...line];
  const runs: string[][] = [];
  for (const word of line) {
    const last = runs.at(-1);
    if (!isRightToLeft(word) && last && !isRightToLeft(last[0]!)) last.push(word);
    else runs.push([word]);
  }
  return runs.reverse().flat();
}
