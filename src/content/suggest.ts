import { closest, distance } from 'fastest-levenshtein';

/** The candidate nearest to `value`, when it is near enough to be a likely typo. */
export function nearest(value: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(value, candidates);
  const limit = Math.max(2, Math.floor(Math.max(value.length, best.length) / 3));
  return distance(value.toLowerCase(), best.toLowerCase()) <= limit ? best : undefined;
}

export function didYouMean(value: string, candidates: readonly string[]): string {
  const best = nearest(value, candidates);
  return best === undefined ? '' : `Did you mean "${best}"? `;
}
