import { convertFromCny } from '@hanyu/contract';
import { formatDate, formatPrice, useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { useDisplayCurrency, useRates } from './display-currency.ts';
import styles from './price.module.css';

interface PriceProps {
  /** Integer minor units (fen) of `currency`. */
  minor: number;
  /** The currency the price is held in; the API always sends CNY. */
  currency?: string;
  /** Shows the rate's day as small print under the price (else only as a tooltip). */
  rateNote?: boolean;
  /** The CNY price on its own line under the converted one, for narrow cells. */
  stacked?: boolean;
  className?: string;
}

/**
 * A price in the visitor's display currency with the CNY price beside it: "$13.80 · CN¥98". Until the
 * rates arrive, when they cannot be fetched, or when CNY is the display currency, only CNY is shown.
 */
export function Price({ minor, currency = 'CNY', rateNote, stacked, className }: PriceProps) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const display = useDisplayCurrency();
  const rates = useRates();
  const base = formatPrice(minor, currency, lang);
  const rate = currency === 'CNY' && display !== 'CNY' ? rates?.rates[display] : undefined;
  let converted: string | null = null;
  if (rates && rate) {
    try {
      converted = formatPrice(convertFromCny(minor, rate, display), display, lang);
    } catch {
      converted = null;
    }
  }
  if (!rates || converted === null) {
    return (
      <span className={`${styles.price} ${className ?? ''}`} data-testid="price">
        <span className={styles.main}>{base}</span>
      </span>
    );
  }
  const note = t('catalogue.price.rateOf', { date: formatDate(rates.rate_date, lang) });
  return (
    <span
      className={`${styles.price} ${stacked ? styles.stacked : ''} ${className ?? ''}`}
      data-testid="price"
      data-currency={display}
      title={note}
    >
      <span className={styles.main}>{converted}</span>
      <span className={styles.base}>
        <span aria-hidden="true" className={styles.separator}>
          {' · '}
        </span>
        <span className="hy-visually-hidden"> (</span>
        {base}
        <span className="hy-visually-hidden">)</span>
      </span>
      {rateNote ? <small className={styles.note}>{note}</small> : null}
    </span>
  );
}
