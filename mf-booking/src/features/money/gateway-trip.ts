import { sameSitePath } from '@hanyu/contract';
import { useSyncExternalStore } from 'react';

/**
 * What this tab remembers while the payer is away at a payment gateway: where to go on afterwards, and
 * whether the gateways are sandboxes. sessionStorage survives the round trip and stays in the tab; when
 * it is unavailable (private modes, blocked storage), nothing is remembered and the pages do without.
 */

const noSubscription = () => () => {};

const returnKey = (topUpId: number) => `hanyu.booking.top-up-return.${topUpId}`;
const SANDBOX_KEY = 'hanyu.booking.sandbox';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or blocked storage: the redirect page simply offers no "Continue".
  }
}

/** Before leaving for the gateway: what the redirect page of this top-up offers to continue to. */
export function rememberReturnPath(topUpId: number, path: string | undefined): void {
  const safe = sameSitePath(path);
  if (safe) write(returnKey(topUpId), safe);
}

export function returnPathOf(topUpId: number): string | undefined {
  return sameSitePath(storage()?.getItem(returnKey(topUpId)));
}

/**
 * returnPathOf for a component: undefined while the page hydrates (the server cannot read this tab's storage),
 * then what the tab remembers.
 */
export function useReturnPath(topUpId: number | undefined): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => (topUpId === undefined ? undefined : returnPathOf(topUpId)),
    () => undefined,
  );
}

/** A top-up answer said its gateway is a local sandbox; the top-up page says so from then on. */
export function rememberSandbox(sandbox: boolean): void {
  if (sandbox) write(SANDBOX_KEY, '1');
}

export function sandboxSeen(): boolean {
  return storage()?.getItem(SANDBOX_KEY) === '1';
}

/**
 * sandboxSeen for a component: false while the page hydrates (the server cannot read this tab's storage), then
 * what the tab remembers.
 */
export function useSandboxSeen(): boolean {
  return useSyncExternalStore(noSubscription, sandboxSeen, () => false);
}

/** Leaves the site for the gateway's page; an object so that tests can watch the page go. */
export const gatewayNavigation = {
  assign(url: string): void {
    globalThis.location.assign(url);
  },
};
