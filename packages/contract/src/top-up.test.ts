import { TOP_UP_MAX_YUAN, topUpYuanFor } from './top-up.ts';

describe('topUpYuanFor', () => {
  it('rounds the missing amount up to whole yuan, at least one, within the top-up bounds', () => {
    expect(topUpYuanFor(1)).toBe(1);
    expect(topUpYuanFor(1_200)).toBe(12);
    expect(topUpYuanFor(1_201)).toBe(13);
    expect(topUpYuanFor(1_234)).toBe(13);
    expect(topUpYuanFor(10_000_000_00)).toBe(TOP_UP_MAX_YUAN);
  });
});
