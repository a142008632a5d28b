/**
 * Bar widths of Vision 2030 (docs/site/vision-2030.md#bar-widths), in percent, by the card's
 * 0-based position. Pure, so the block, its unit tests and its browser tests agree on one
 * definition.
 */
export type BarFormula = 'pillar' | 'impact';

/** Pillars: min(20 + 15 × index, 100) — 20, 35, 50, 65, 80, 95, 100 … */
export const pillarWidth = (index: number): number => Math.min(20 + 15 * index, 100);

/** Impact figures: min(60 + 8 × index, 100) — 60, 68, 76, 84, 92, 100, 100 … */
export const impactWidth = (index: number): number => Math.min(60 + 8 * index, 100);

export const barWidth = (formula: BarFormula, index: number): number =>
  formula === 'pillar' ? pillarWidth(index) : impactWidth(index);
