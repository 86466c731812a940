import { SLOGAN_COUNT } from '@hanyu/contract';
import { writeCookie } from '@hanyu/sdk';
import { createContext } from 'react';

/** A random slogan index other than the current one, so every route change shows a new slogan. */
export function nextSloganIndex(current: number | undefined, random: () => number = Math.random): number {
  if (current === undefined) return Math.floor(random() * SLOGAN_COUNT);
  const offset = 1 + Math.floor(random() * (SLOGAN_COUNT - 1));
  return (current + offset) % SLOGAN_COUNT;
}

/**
 * The cookie holding the slogan the visitor last saw: a full page load is a route change too (SPEC §2, "changes
 * on each route change"), so the server render of the next page picks another one.
 */
export const SLOGAN_COOKIE = 'slogan';

function sloganIndex(value: unknown): number | undefined {
  const index = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < SLOGAN_COUNT
    ? index
    : undefined;
}

/** The slogan of a page loaded after one showing `last` (the cookie's value): another one, at random. */
export function sloganAfter(last: string | null | undefined, random: () => number = Math.random): number {
  return nextSloganIndex(sloganIndex(last), random);
}

/** Remembers the slogan on screen for the next full page load (a session cookie, the whole site). */
export function rememberSlogan(index: number): void {
  writeCookie(SLOGAN_COOKIE, String(index));
}

/** The slogan a server render shows first (decided from the request's cookie in src/ssr.tsx). */
export const FirstSlogan = createContext<number | undefined>(undefined);

let serverSlogan: number | undefined;

/** The slogan the server's HTML shows, for the app's first render to keep (the text must not change under the reader). */
export function keepServerSlogan(index: number | undefined): void {
  serverSlogan = sloganIndex(index);
}

/** The first slogan of the app: the server's, once, else one other than the last page's. */
export function firstSloganIndex(readLast: () => string | null | undefined = () => undefined): number {
  const index = serverSlogan ?? sloganAfter(readLast());
  serverSlogan = undefined;
  return index;
}
