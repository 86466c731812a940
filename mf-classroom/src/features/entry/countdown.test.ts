import { countdown, delayUntil } from './countdown.ts';

describe('countdown', () => {
  it('shows minutes and seconds under an hour, hours after, and days apart', () => {
    expect(countdown(65_000)).toEqual({ days: 0, clock: '01:05' });
    expect(countdown(3_909_000)).toEqual({ days: 0, clock: '1:05:09' });
    expect(countdown(2 * 86_400_000 + 3_909_000)).toEqual({ days: 2, clock: '01:05:09' });
  });

  it('rounds up to the next second and stops at zero', () => {
    expect(countdown(1)).toEqual({ days: 0, clock: '00:01' });
    expect(countdown(-5_000)).toEqual({ days: 0, clock: '00:00' });
  });
});

describe('delayUntil', () => {
  const now = Date.parse('2030-01-07T01:00:00.000Z');

  it('waits until the opening, and a little when it has passed (a clock behind the server)', () => {
    expect(delayUntil('2030-01-07T01:40:00.000Z', now)).toBe(40 * 60_000);
    expect(delayUntil('2030-01-07T00:59:00.000Z', now)).toBe(5_000);
  });

  it("never passes setTimeout's limit", () => {
    expect(delayUntil('2030-03-07T01:40:00.000Z', now)).toBe(2 ** 31 - 1);
  });
});
