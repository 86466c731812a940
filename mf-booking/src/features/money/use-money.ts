import { formatPrice, useLang } from '@hanyu/ui';

/** Formats integer minor units in the page language. */
export function useMoney(): (minor: number, currency: string) => string {
  const lang = useLang();
  return (minor, currency) => formatPrice(minor, currency, lang);
}

/** Whole yuan (top-ups count in yuan) as CNY in the page language. */
export function useYuan(): (yuan: number) => string {
  const money = useMoney();
  return (yuan) => money(Math.round(yuan * 100), 'CNY');
}
