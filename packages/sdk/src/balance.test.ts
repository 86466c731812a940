import type { Balance } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { announceBalance, refreshBalance } from './balance.ts';
import { ApiError } from './errors.ts';

const BALANCE = { balance_minor: 12_345, currency: 'CNY' } as Balance;

describe('the balance announcement', () => {
  afterEach(() => bus.forget());

  it('announces a balance on balance:changed, with nothing but its amount and currency', () => {
    announceBalance({ ...BALANCE, company_paid: false } as Balance);
    expect(bus.last('balance:changed')).toEqual({ balance_minor: 12_345, currency: 'CNY' });
  });

  it('reads the balance quietly and announces it, or answers undefined when it cannot be read', async () => {
    const asked: unknown[] = [];
    const read = await refreshBalance({
      balance: async (_input, options) => {
        asked.push(options);
        return BALANCE;
      },
    });
    expect(read).toBe(BALANCE);
    expect(asked).toEqual([{ quiet: true }]);
    expect(bus.last('balance:changed')).toEqual({ balance_minor: 12_345, currency: 'CNY' });
    bus.forget();
    const failed = await refreshBalance({
      balance: async () => {
        throw new ApiError('down', 500, 500);
      },
    });
    expect(failed).toBeUndefined();
    expect(bus.last('balance:changed')).toBeUndefined();
  });
});
