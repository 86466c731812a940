import { SLOGAN_COUNT } from '@hanyu/contract';

/** A random slogan index other than the current one, so every route change shows a new slogan. */
export function nextSloganIndex(current: number | undefined, random: () => number = Math.random): number {
  if (current === undefined) return Math.floor(random() * SLOGAN_COUNT);
  const offset = 1 + Math.floor(random() * (SLOGAN_COUNT - 1));
  return (current + offset) % SLOGAN_COUNT;
}

let serverSlogan: number | undefined;

/** The slogan the server's HTML shows, for the app's first render to keep (the text must not change under the reader). */
export function keepServerSlogan(index: number | undefined): void {
  serverSlogan =
    Number.isInteger(index) && index !== undefined && index >= 0 && index < SLOGAN_COUNT ? index : undefined;
}

/** The first slogan of the app: the server's, once, else a random one. */
export function firstSloganIndex(): number {
  const index = serverSlogan ?? nextSloganIndex(undefined);
  serverSlogan = undefined;
  return index;
}
