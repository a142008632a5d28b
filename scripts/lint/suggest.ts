/** Levenshtein distance, small inputs only (property names, keys, routes). */
export function distance(a: string, b: string): number {
  const prev = new Uint32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0] as number;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j] as number;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      prev[j] = Math.min(up + 1, (prev[j - 1] as number) + 1, diag + cost);
      diag = up;
    }
  }
  return prev[b.length] as number;
}

/** The closest candidate if it is close enough to be a likely typo, else undefined. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  // A name longer than any real one is not a typo of one, and comparing it costs seconds.
  if (word.length > 64) return undefined;
  const limit = Math.max(2, Math.floor(word.length / 3));
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    // The distance is at least the difference in length: such a candidate cannot win.
    const gap = Math.abs(c.length - word.length);
    if (gap > limit || gap >= bestD) continue;
    const d = distance(lower, c.toLowerCase());
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return bestD <= limit ? best : undefined;
}

export const didYouMean = (word: string, candidates: Iterable<string>): string => {
  const c = closest(word, candidates);
  return c === undefined ? '' : ` — did you mean "${c}"?`;
};
