/** A countdown split for display: whole days, and the rest as a clock ("1:05:09", "05:09"). */
export function countdown(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock =
    hours || days
      ? `${days ? two(hours) : hours}:${two(minutes)}:${two(seconds)}`
      : `${two(minutes)}:${two(seconds)}`;
  return { days, clock };
}

/** setTimeout's longest delay (about 24.8 days); a later moment is reached in steps. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** How long to wait before asking whether a room has opened: until `opensAt`, but never less than `floor`. */
export function delayUntil(opensAt: string, now: number, floor = 5_000): number {
  return Math.min(MAX_TIMEOUT_MS, Math.max(floor, Date.parse(opensAt) - now));
}
