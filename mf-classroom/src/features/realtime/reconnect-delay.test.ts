import { reconnectDelay } from './reconnect-delay.ts';

describe('reconnectDelay', () => {
  it('backs off from 0.5 s, doubling up to 15 s, with jitter', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => reconnectDelay(attempt, 1))).toEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000,
    ]);
    expect(reconnectDelay(3, 0)).toBe(1000);
    expect(reconnectDelay(2, 0.5)).toBeGreaterThan(reconnectDelay(1, 0.5));
    expect(reconnectDelay(20, 1)).toBe(15_000);
  });
});
