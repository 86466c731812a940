import type { Balance } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { api } from '../../api.ts';
import { type Settled, settle } from '../page-frame/settle.ts';

/** Tells the header and the rest of the page the learner's own balance as just read. */
export function announceBalance(balance: Balance): void {
  bus.emit('balance:changed', { balance_minor: balance.balance_minor, currency: balance.currency });
}

/** Reads the balance for the user area, which announces it once shown (BalanceProvider). */
export function readBalance(): Promise<Settled<Balance>> {
  return settle(api.balance({}));
}

/**
 * Reads the balance again after a refusal, to say what is missing: quiet (the page says what went wrong
 * itself), announced when read, undefined when it cannot be read.
 */
export async function rereadBalance(): Promise<Balance | undefined> {
  try {
    const balance = await api.balance({}, { quiet: true });
    announceBalance(balance);
    return balance;
  } catch {
    return undefined;
  }
}
