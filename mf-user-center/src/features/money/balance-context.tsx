import type { Balance } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { useSession } from '@hanyu/session';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Settled } from '../page-frame/settle.ts';
import { announceBalance } from './balance.ts';

type BalanceView = { state: 'loading' } | { state: 'failed' } | { state: 'ok'; balance: Balance };

const BalanceContext = createContext<BalanceView>({ state: 'loading' });

/**
 * The balance the user area shows, from the read its route loader started (`pending`, a new one after each
 * revalidation), kept current by `balance:changed` from anywhere on the page (a payment, a refund). A
 * failed re-read keeps the last balance known.
 */
export function BalanceProvider({
  pending,
  children,
}: {
  pending: Promise<Settled<Balance>>;
  children: ReactNode;
}) {
  // A read already settled (a server render, a page hydrating it) shows at once, no loading state first.
  const [view, setView] = useState<BalanceView>(() => {
    const read = pending as Promise<Settled<Balance>> & { status?: string; value?: Settled<Balance> };
    return read.status === 'fulfilled' && read.value
      ? viewOf(read.value, { state: 'loading' })
      : { state: 'loading' };
  });

  useEffect(() => {
    let current = true;
    pending.then((settled) => {
      if (!current) return;
      setView((previous) => viewOf(settled, previous));
      // The header shows it too; a hydrated page ran no loader to tell it.
      if (settled.state === 'ok') announceBalance(settled.data);
    });
    return () => {
      current = false;
    };
  }, [pending]);

  useEffect(
    () =>
      bus.on('balance:changed', (changed) =>
        setView((previous) =>
          previous.state === 'ok' ? { state: 'ok', balance: { ...previous.balance, ...changed } } : previous,
        ),
      ),
    [],
  );

  return <BalanceContext value={view}>{children}</BalanceContext>;
}

function viewOf(settled: Settled<Balance>, previous: BalanceView): BalanceView {
  if (settled.state === 'ok') return { state: 'ok', balance: settled.data };
  return previous.state === 'ok' ? previous : { state: 'failed' };
}

/** The balance as the user area knows it. */
function useBalance(): BalanceView {
  return useContext(BalanceContext);
}

/**
 * The balance the learner pays from, as the menu and the pages show it: their own, or for a company-paid
 * learner (SPEC §6) the company's, named by the company's `show_name`.
 */
export type PayingBalance =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ok'; minor: number; currency: string; company: string | undefined };

export function usePayingBalance(): PayingBalance {
  const view = useBalance();
  const company = useSession((state) => state.user?.company_user?.show_name);
  if (view.state !== 'ok') return view;
  const { balance } = view;
  if (company === undefined) {
    return { state: 'ok', minor: balance.balance_minor, currency: balance.currency, company };
  }
  return balance.company_balance_minor === null
    ? { state: 'failed' }
    : { state: 'ok', minor: balance.company_balance_minor, currency: balance.currency, company };
}
