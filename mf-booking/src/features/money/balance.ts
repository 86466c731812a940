import type { Balance } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { api } from '../../api.ts';

/** Tells the header and open pages the learner's own balance as just read. */
export function announceBalance(balance: Pick<Balance, 'balance_minor' | 'currency'>): void {
  bus.emit('balance:changed', { balance_minor: balance.balance_minor, currency: balance.currency });
}

/**
 * Reads the balance after money moved and announces it. Undefined when it cannot be read: the payment
 * itself succeeded, so the page still says so, and the caller may announce what it can compute.
 */
export async function refreshBalance(): Promise<Balance | undefined> {
  try {
    const balance = await api.balance({}, { quiet: true });
    announceBalance(balance);
    return balance;
  } catch {
    return undefined;
  }
}
