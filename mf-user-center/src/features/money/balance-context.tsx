import type { Balance } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { announceBalance } from '@hanyu/sdk';
import { useSession } from '@hanyu/session';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

const BalanceContext = createContext<Balance | undefined>(undefined);

/**
 * The balance the user area shows: the one its route loader read (`balance`, read again after a revalidation
 * of the page on screen), kept current by `balance:changed` from anywhere on the page (a payment, a refund).
 * Undefined when it could not be read (the area's error boundary).
 */
export function BalanceProvider({
  balance,
  children,
}: {
  balance: Balance | undefined;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(balance);
  const [read, setRead] = useState(balance);
  // A new read replaces whatever the page had heard since the last one.
  if (read !== balance) {
    setRead(balance);
    setShown(balance);
  }

  // The header shows it too; a hydrated page ran no loader to tell it.
  useEffect(() => {
    if (balance) announceBalance(balance);
  }, [balance]);

  useEffect(
    () =>
      bus.on('balance:changed', (changed) =>
        setShown((previous) => (previous ? { ...previous, ...changed } : previous)),
      ),
    [],
  );

  return <BalanceContext value={shown}>{children}</BalanceContext>;
}

/**
 * The balance the learner pays from, as the menu and the pages show it: their own, or for a company-paid
 * learner (SPEC §6) the company's, named by the company's `show_name`. Unavailable when it could not be read.
 */
export type PayingBalance =
  | { state: 'unavailable' }
  | { state: 'ok'; minor: number; currency: string; company: string | undefined };

export function usePayingBalance(): PayingBalance {
  const balance = useContext(BalanceContext);
  const company = useSession((state) => state.user?.company_user?.show_name);
  if (!balance) return { state: 'unavailable' };
  if (company === undefined) {
    return { state: 'ok', minor: balance.balance_minor, currency: balance.currency, company };
  }
  return balance.company_balance_minor === null
    ? { state: 'unavailable' }
    : { state: 'ok', minor: balance.company_balance_minor, currency: balance.currency, company };
}
