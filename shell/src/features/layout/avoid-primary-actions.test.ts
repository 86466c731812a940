import { liftToAvoid } from './avoid-primary-actions.ts';

// A 390 × 844 phone: the bubble 52 px square, 16 px from the right and the bottom.
const bubble = { top: 776, bottom: 828, left: 322, right: 374 };

describe('the chat bubble keeps off the page’s primary actions', () => {
  it('stays where it is when it covers none', () => {
    expect(liftToAvoid(bubble, [{ top: 100, bottom: 150, left: 16, right: 374 }])).toBe(0);
    // Beside it, not under it.
    expect(liftToAvoid(bubble, [{ top: 780, bottom: 820, left: 16, right: 300 }])).toBe(0);
  });

  it('moves just above a sticky action bar at the bottom', () => {
    const bar = { top: 780, bottom: 836, left: 16, right: 374 };
    const lift = liftToAvoid(bubble, [bar]) ?? Number.NaN;
    expect(bubble.bottom - lift).toBe(bar.top - 8);
  });

  it('moves above a total scrolled under it, and above the pay button just over that', () => {
    const total = { top: 790, bottom: 814, left: 200, right: 358 };
    const pay = { top: 730, bottom: 778, left: 16, right: 374 };
    const lift = liftToAvoid(bubble, [total, pay]) ?? Number.NaN;
    expect(bubble.bottom - lift).toBe(pay.top - 8);
  });

  it('ignores hidden actions, and rather hides than moves under the header', () => {
    expect(liftToAvoid(bubble, [{ top: 800, bottom: 800, left: 0, right: 0 }])).toBe(0);
    const tall = { top: 60, bottom: 844, left: 300, right: 390 };
    expect(liftToAvoid(bubble, [tall], 98)).toBeNull();
  });
});
