import type { Balance } from '@hanyu/contract';
import type { ShouldRevalidateFunction } from 'react-router';
import { readBalance } from '../money/balance.ts';
import type { Settled } from '../page-frame/settle.ts';

export interface UserAreaData {
  /** Unawaited, so the menu and the page paint at once. */
  balance: Promise<Settled<Balance>>;
}

/** user (the area around every user page): reads the balance the menu and the pages show. */
export function userAreaLoader(): UserAreaData {
  return { balance: readBalance() };
}

/**
 * The balance is read on entering the area and again on a revalidation of the page on screen (a retry,
 * after a payment or a cancellation); moving between the area's pages keeps it, since `balance:changed`
 * keeps it current.
 */
export const shouldRevalidateUserArea: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.href === nextUrl.href && defaultShouldRevalidate;
