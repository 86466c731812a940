/**
 * Milliseconds before reconnection attempt `attempt` (1, 2, …) of the classroom's sockets (the room's
 * signalling and the chat): doubling from 0.5 s up to 15 s, jittered down to half (`random` in [0, 1)), so
 * clients dropped together do not all come back at once and none waits longer than 15 s.
 */
export function reconnectDelay(attempt: number, random: number): number {
  const base = Math.min(500 * 2 ** Math.max(0, attempt - 1), 15_000);
  return Math.round(base * (0.5 + random / 2));
}
