import { CURRENCIES, type Currency } from '@hanyu/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './currency-select.module.css';
import { chooseDisplayCurrency, useDisplayCurrency } from './display-currency.ts';

/** Picks the display currency of every price on the page; the choice is kept in a cookie. */
export function CurrencySelect({ className }: { className?: string }) {
  const { t } = useTranslation('public');
  const id = useId();
  const current = useDisplayCurrency();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {t('catalogue.price.currency')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current}
        onChange={(event) => chooseDisplayCurrency(event.target.value as Currency)}
      >
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {t(`catalogue.price.currencies.${currency}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
