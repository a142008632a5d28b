/**
 * How many twelfths of a row each card takes so that no row of the grid has a hole: the cards
 * are spread over as few rows as the column count allows, as evenly as possible (seven cards in
 * four columns: 4 + 3, never 4 + 3 with an empty cell), fuller rows first, and each row's cards
 * share its whole width. Twelve divides by every row length from one to four.
 */
export function rowSpans(count: number, columns: number): number[] {
  const n = Math.max(0, Math.floor(count));
  const cols = Math.min(4, Math.max(1, Math.floor(columns) || 1));
  if (!Number.isFinite(n) || n === 0) return [];
  const rows = Math.ceil(n / cols);
  const short = Math.floor(n / rows);
  // The first `long` rows take one card more than the others.
  const long = n - short * rows;
  const spans: number[] = [];
  for (let r = 0; r < rows; r++) {
    const size = r < long ? short + 1 : short;
    for (let i = 0; i < size; i++) spans.push(12 / size);
  }
  return spans;
}
