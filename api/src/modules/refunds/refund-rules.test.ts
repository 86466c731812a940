import { refundableMinor, revokedMinutes } from './refund-rules.ts';

describe('refund rules', () => {
  it('refunds lesson time by its unspent value, never more than was paid nor below zero', () => {
    expect(
      refundableMinor({ kind: 'live', paidMinor: 40_000, grantedValueMinor: 40_000, spentValueMinor: 0 }),
    ).toBe(40_000);
    expect(
      refundableMinor({
        kind: 'live',
        paidMinor: 40_000,
        grantedValueMinor: 40_000,
        spentValueMinor: 10_000,
      }),
    ).toBe(30_000);
    // Two orders of one item: this one's price caps what goes back.
    expect(
      refundableMinor({
        kind: 'live',
        paidMinor: 40_000,
        grantedValueMinor: 80_000,
        spentValueMinor: 10_000,
      }),
    ).toBe(40_000);
    expect(
      refundableMinor({
        kind: 'live',
        paidMinor: 40_000,
        grantedValueMinor: 40_000,
        spentValueMinor: 40_000,
      }),
    ).toBe(0);
  });

  it('refunds a group seat in full before the class opens and nothing after', () => {
    expect(refundableMinor({ kind: 'group', paidMinor: 9_900, classOpened: false })).toBe(9_900);
    expect(refundableMinor({ kind: 'group', paidMinor: 9_900, classOpened: true })).toBe(0);
  });

  it('refunds a video course in full below a fifth of its clips finished and nothing from there on', () => {
    expect(refundableMinor({ kind: 'video', paidMinor: 19_900, progress: 0.19 })).toBe(19_900);
    expect(refundableMinor({ kind: 'video', paidMinor: 19_900, progress: 0.2 })).toBe(0);
  });

  it("takes back the order's minutes, at most those unspent", () => {
    expect(revokedMinutes(200, 200, 0)).toBe(200);
    expect(revokedMinutes(200, 400, 300)).toBe(100);
    expect(revokedMinutes(200, 200, 200)).toBe(0);
  });
});
