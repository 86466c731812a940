import { type OrderCalculation, topUpYuanFor } from '@hanyu/contract';
import { Button, buttonClassName, type OrderMessage, useLang, useOrderMessage } from '@hanyu/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { couponMessage, refusalMessage, shortfallMessage } from '../money/order-messages.ts';
import { useMoney } from '../money/use-money.ts';
import { focusOnMount } from '../page-frame/page-states.tsx';
import styles from './checkout-page.module.css';
import type { Payment } from './checkout-page.tsx';
import { checkoutPath, type OrderDraft } from './checkout-request.ts';

/** The price, the balance that pays it, what stands in the way, and the pay button. */
export function OrderSummary({
  calculation,
  draft,
  pending,
  updateFailed,
  payment,
  onRetry,
  onPay,
}: {
  calculation: OrderCalculation;
  draft: OrderDraft;
  /** A newer price is on its way: the one shown may be outdated. */
  pending: boolean;
  updateFailed: boolean;
  payment: Payment;
  onRetry: () => void;
  onPay: () => void;
}) {
  const { t } = useTranslation('booking');
  const money = useMoney();
  const headingId = useId();
  const { currency } = calculation;
  const paying = payment.status === 'paying';
  const couponFails = Boolean(draft.couponCode) && couponMessage(calculation.coupon) !== undefined;
  const shortfall = shortfallMessage(calculation);
  // The purchase limit or the stock refuses this order whatever is paid (issue 24): no top-up helps.
  const refused = refusalMessage(calculation);
  const canPay = !pending && !updateFailed && !paying && !couponFails && !shortfall && !refused;

  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby={headingId} aria-busy={pending}>
      <h2 id={headingId} className={styles.cardHeading}>
        {t('checkout.summaryHeading')}
      </h2>
      <dl className={styles.totals} aria-live="polite" aria-atomic="true">
        <div>
          <dt>{t('checkout.amount')}</dt>
          <dd>{money(calculation.amount_minor, currency)}</dd>
        </div>
        {calculation.discount_minor > 0 && (
          <div>
            <dt>{t('checkout.discount')}</dt>
            <dd className={styles.discount}>−{money(calculation.discount_minor, currency)}</dd>
          </div>
        )}
        <div className={styles.totalRow} data-primary-action="">
          <dt>{t('checkout.total')}</dt>
          <dd>{money(calculation.total_minor, currency)}</dd>
        </div>
        <div className={styles.balanceRow}>
          <dt>{calculation.company_paid ? t('checkout.companyBalance') : t('checkout.balance')}</dt>
          <dd>{money(calculation.balance_minor, currency)}</dd>
        </div>
      </dl>
      {calculation.company_paid && <p className={styles.note}>{t('checkout.companyPaid')}</p>}
      <p className={styles.pending} role="status">
        {pending ? t('checkout.updating') : ''}
      </p>
      {updateFailed && !pending && (
        <div className={styles.inlineError} role="alert">
          <span>{t('checkout.updateFailed')}</span>
          <Button size="small" variant="secondary" onClick={onRetry}>
            {t('states.retry')}
          </Button>
        </div>
      )}
      {payment.status === 'failed' ? (
        <Notice message={payment.message} calculation={calculation} draft={draft} focus />
      ) : (
        (refused ?? shortfall) && (
          <Notice message={refused ?? (shortfall as OrderMessage)} calculation={calculation} draft={draft} />
        )
      )}
      {couponFails && <p className={styles.note}>{t('checkout.couponBlocksPayment')}</p>}
      <Button
        size="large"
        className={styles.pay}
        disabled={!canPay}
        aria-busy={paying}
        onClick={onPay}
        data-primary-action=""
      >
        {paying
          ? t('checkout.paying')
          : t('checkout.pay', { total: money(calculation.total_minor, currency) })}
      </Button>
    </section>
  );
}

/**
 * Why the order cannot be paid (a refused payment, or a balance short of the total). A learner's own
 * shortfall links to a top-up of the missing amount that comes back here; a company's does not: the
 * learner asks the service centre (SPEC §6).
 */
function Notice({
  message,
  calculation,
  draft,
  focus = false,
}: {
  message: OrderMessage;
  calculation: OrderCalculation;
  draft: OrderDraft;
  focus?: boolean;
}) {
  const { t } = useTranslation('booking');
  const say = useOrderMessage();
  const lang = useLang();
  const text = say(message);
  const offerTopUp = 'key' in message && message.key === 'notEnoughBalance' && calculation.missing_minor > 0;
  const topUp = new URLSearchParams({
    amount: String(topUpYuanFor(calculation.missing_minor)),
    return: checkoutPath(lang, draft),
  });
  return (
    <div
      key={text}
      ref={focus ? focusOnMount : undefined}
      className={styles.notice}
      role={focus ? 'alert' : 'status'}
      tabIndex={-1}
    >
      <p>{text}</p>
      {offerTopUp && (
        <Link className={buttonClassName('secondary', 'small')} to={`/${lang}/top-up?${topUp}`}>
          {t('checkout.topUpDifference')}
        </Link>
      )}
    </div>
  );
}
