import { formatPrice, useLang } from '@hanyu/ui';

/**
 * The wallet's currency. Bills carry none: the ledger keeps every learner's wallet in CNY, the currency
 * prices are held in.
 */
export const WALLET_CURRENCY = 'CNY';

/** Formats integer minor units in the page language. */
export function useMoney(): (minor: number, currency: string) => string {
  const lang = useLang();
  return (minor, currency) => formatPrice(minor, currency, lang);
}
