/** Decides whether a payer's poll may ask the gateway about a top-up now. */
export interface GatewayQueryThrottle {
  /** True, and remembered as asked now, unless the top-up was asked about within the interval. */
  claim(topUpId: string): boolean;
}

/**
 * This process's memory of when each top-up was last asked about at its gateway: a payer's page polls
 * every second or so, the gateway is asked at most once per `intervalMs`. At most `capacity` top-ups are
 * remembered (the oldest asked forgotten first); one forgotten early is only asked about again.
 */
export function gatewayQueryThrottle(
  options: { intervalMs?: number; capacity?: number; now?: () => number } = {},
): GatewayQueryThrottle {
  const intervalMs = options.intervalMs ?? 3_000;
  const capacity = options.capacity ?? 10_000;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order, and each claim re-inserts: the first key is the oldest asked.
  const askedAt = new Map<string, number>();
  return {
    claim(topUpId) {
      const time = now();
      const last = askedAt.get(topUpId);
      if (last !== undefined && time - last < intervalMs) return false;
      askedAt.delete(topUpId);
      askedAt.set(topUpId, time);
      if (askedAt.size > capacity) askedAt.delete(askedAt.keys().next().value as string);
      return true;
    },
  };
}
