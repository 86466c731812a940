import type { Balance } from '@hanyu/contract';
import type { ShouldRevalidateFunction } from 'react-router';
import { api } from '../../api.ts';

export interface UserAreaData {
  balance: Balance;
}

/** user (the area around every user page): reads the balance the menu and the pages show. */
export async function userAreaLoader(): Promise<UserAreaData> {
  return { balance: await api.balance({}) };
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
