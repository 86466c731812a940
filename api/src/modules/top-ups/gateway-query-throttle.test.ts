import { gatewayQueryThrottle } from './gateway-query-throttle.ts';

describe('gateway query throttle', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('lets a top-up be asked about once per interval, each top-up on its own', () => {
    const throttle = gatewayQueryThrottle({ intervalMs: 3_000, now });
    expect(throttle.claim('1')).toBe(true);
    expect(throttle.claim('1')).toBe(false);
    expect(throttle.claim('2')).toBe(true);
    clock += 2_999;
    expect(throttle.claim('1')).toBe(false);
    clock += 1;
    expect(throttle.claim('1')).toBe(true);
    expect(throttle.claim('1')).toBe(false);
  });

  it('remembers at most its capacity, forgetting the top-up asked about longest ago', () => {
    const throttle = gatewayQueryThrottle({ intervalMs: 3_000, capacity: 2, now });
    expect(['1', '2'].map((id) => throttle.claim(id))).toEqual([true, true]);
    // A refused claim is no asking: 1 stays the oldest asked, and is forgotten to remember 3.
    expect(throttle.claim('1')).toBe(false);
    expect(throttle.claim('3')).toBe(true);
    expect(throttle.claim('2')).toBe(false);
    expect(throttle.claim('1')).toBe(true);
  });

  it('asks every time with no interval', () => {
    const throttle = gatewayQueryThrottle({ intervalMs: 0, now });
    expect([throttle.claim('1'), throttle.claim('1')]).toEqual([true, true]);
  });
});
