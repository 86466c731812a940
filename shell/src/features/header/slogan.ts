import { SLOGAN_COUNT } from '@hanyu/contract';

/** A random slogan index other than the current one, so every route change shows a new slogan. */
export function nextSloganIndex(current: number | undefined, random: () => number = Math.random): number {
  if (current === undefined) return Math.floor(random() * SLOGAN_COUNT);
  const offset = 1 + Math.floor(random() * (SLOGAN_COUNT - 1));
  return (current + offset) % SLOGAN_COUNT;
}
