/** Whole minutes of a podcast episode, at least one. */
export function audioMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}
