import type { Balance } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { api } from '../../api.ts';

/** Tells the header and the rest of the page the learner's own balance as just read. */
export function announceBalance(balance: Balance): void {
  bus.emit('balance:changed', { balance_minor: balance.balance_minor, currency: balance.currency });
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
