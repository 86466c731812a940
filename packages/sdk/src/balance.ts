import type { Balance, Endpoints } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import type { Api } from './api.ts';

/** Tells the header and the rest of the page the learner's own balance as just read (`balance:changed`). */
export function announceBalance(balance: Pick<Balance, 'balance_minor' | 'currency'>): void {
  bus.emit('balance:changed', { balance_minor: balance.balance_minor, currency: balance.currency });
}

/**
 * Reads the learner's balance again after money moved or a payment was refused, and announces it. Quiet (the
 * page says itself what went wrong); undefined when it cannot be read, so the caller goes on without it.
 */
export async function refreshBalance(api: Pick<Api<Endpoints>, 'balance'>): Promise<Balance | undefined> {
  try {
    const balance = await api.balance({}, { quiet: true });
    announceBalance(balance);
    return balance;
  } catch {
    return undefined;
  }
}
