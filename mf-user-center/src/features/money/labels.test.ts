import { BILL_TYPE, ORDER_STATUS } from '@hanyu/contract';
import en from '../../locales/en.ts';
import { billTypeKey, isCourseKind, orderStatusKey } from './labels.ts';

describe('labels', () => {
  it('names the three order statuses of SPEC §3', () => {
    expect(orderStatusKey(0)).toBe('awaitingPayment');
    expect(orderStatusKey(1)).toBe('paid');
    expect(orderStatusKey(4)).toBe('cancelled');
    expect(orderStatusKey(2)).toBeUndefined();
  });

  it('names the seven bill types of SPEC §3 as the spec words them', () => {
    const names = Object.values(BILL_TYPE).map((type) => en.billTypes[billTypeKey(type) ?? 'recharge']);
    expect(names).toEqual([
      'Recharge',
      'Buy courses',
      'Recharge by the service centre',
      'Deduction',
      'Refund on order cancel',
      'Recharge gift',
      'Reward',
    ]);
    expect(billTypeKey(0)).toBeUndefined();
    expect(billTypeKey(8)).toBeUndefined();
  });

  it('has words for every status and type the contract knows', () => {
    expect(Object.keys(en.orderStatus).sort()).toEqual(Object.keys(ORDER_STATUS).sort());
    expect(Object.keys(en.billTypes).sort()).toEqual(Object.keys(BILL_TYPE).sort());
  });

  it('knows the three course kinds', () => {
    expect(['live', 'group', 'video'].every(isCourseKind)).toBe(true);
    expect(isCourseKind('podcast')).toBe(false);
  });
});
