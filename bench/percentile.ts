/** The value that `p` % of a sorted sample lie at or below (nearest rank); NaN for no sample. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
