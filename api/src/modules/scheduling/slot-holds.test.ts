import { SlotHolds, slotHoldKey } from './slot-holds.ts';

describe('slot holds', () => {
  const key = slotHoldKey({ course_id: 3, starts_at: '2030-01-07T02:00:00Z' });

  it('turns a second learner away while the first holds the time, and frees it when released', () => {
    const holds = new SlotHolds();
    const release = holds.hold(key, 1);
    expect(release).toBeDefined();
    expect(holds.hold(key, 2)).toBeUndefined();
    // The same learner again (a retry, a replayed Idempotency-Key) goes on to the database.
    const again = holds.hold(key, 1);
    expect(again).toBeDefined();
    again?.();
    expect(holds.hold(key, 2)).toBeUndefined();
    release?.();
    expect(holds.hold(key, 2)).toBeDefined();
  });

  it('keys by course, chosen teacher and instant, however the start is written', () => {
    expect(slotHoldKey({ course_id: 3, starts_at: '2030-01-07T10:00:00+08:00' })).toBe(key);
    expect(slotHoldKey({ course_id: 3, teacher_id: 9, starts_at: '2030-01-07T02:00:00Z' })).not.toBe(key);
    expect(slotHoldKey({ course_id: 4, starts_at: '2030-01-07T02:00:00Z' })).not.toBe(key);
  });
});
