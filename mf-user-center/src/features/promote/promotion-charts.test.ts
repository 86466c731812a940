import { scaleTop } from './promotion-charts.tsx';

describe('scaleTop', () => {
  it('tops a scale at twice a round step, so its three grid lines are whole numbers', () => {
    expect([0, 1, 2, 3, 4, 5, 11, 19, 20, 21, 129, 1000].map((max) => scaleTop(max))).toEqual([
      2, 2, 2, 4, 4, 10, 20, 20, 20, 40, 200, 1000,
    ]);
  });

  it('counts amounts in whole yuan when given the fen in a yuan', () => {
    expect(scaleTop(0, 100)).toBe(200);
    expect(scaleTop(990, 100)).toBe(1_000);
    expect(scaleTop(19_800, 100)).toBe(20_000);
    expect(scaleTop(20_001, 100)).toBe(40_000);
  });
});
