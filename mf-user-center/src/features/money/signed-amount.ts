import type { Lang } from '@hanyu/contract';
import { formatPrice } from '@hanyu/ui';

export interface SignedAmount {
  /** credit: into the wallet; debit: out of it. */
  direction: 'credit' | 'debit';
  text: string;
}

/** A bill's signed amount as the wallet sees it: '+CN¥100' in, '−CN¥198' out (a true minus sign). */
export function signedAmount(minor: number, currency: string, lang: Lang): SignedAmount {
  const direction = minor < 0 ? 'debit' : 'credit';
  const sign = direction === 'debit' ? '\u2212' : '+';
  return { direction, text: `${sign}${formatPrice(Math.abs(minor), currency, lang)}` };
}
