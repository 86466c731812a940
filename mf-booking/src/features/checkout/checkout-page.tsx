import { BALANCE_PAYMENT, boughtOneAtATime, COOKIES, type Order } from '@hanyu/contract';
import { announceBalance, readCookie, refreshBalance, removeCookie } from '@hanyu/sdk';
import { Container, type OrderMessage, useLang } from '@hanyu/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation } from 'react-router';
import { api } from '../../api.ts';
import { AttemptKeys } from '../money/attempt-key.ts';
import { endsAttempt, payFailureMessage } from '../money/order-messages.ts';
import { CannotBeBought } from '../page-frame/page-error.tsx';
import type { CheckoutData } from './checkout-loader.ts';
import styles from './checkout-page.module.css';
import { type OrderDraft, orderBody } from './checkout-request.ts';
import { OrderDetails } from './order-details.tsx';
import { OrderPaid } from './order-paid.tsx';
import { OrderSummary } from './order-summary.tsx';
import { useOrderCalculation } from './use-order-calculation.ts';

export type Payment =
  | { status: 'idle' }
  | { status: 'paying' }
  | { status: 'failed'; message: OrderMessage }
  | { status: 'paid'; order: Order };

export { checkoutLoader } from './checkout-loader.ts';

/**
 * checkout?sku=N[&quantity=Q][&coupon=CODE] (SPEC §5, §6): what is bought, its price with the coupon,
 * and paying it from the balance. The price the page opens with is the loader's; a new URL (another item)
 * starts a new checkout.
 */
export function CheckoutPage() {
  const loaded = useLoaderData<CheckoutData>();
  const { search } = useLocation();
  return (
    <Container className={styles.page}>
      {loaded.status === 'ready' ? <Checkout key={search} loaded={loaded} /> : <CannotBeBought />}
    </Container>
  );
}

function Checkout({ loaded }: { loaded: Extract<CheckoutData, { status: 'ready' }> }) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const initial = loaded.draft;
  const [quantity, setQuantity] = useState(initial.quantity);
  const [singleOnly, setSingleOnly] = useState(loaded.singleOnly);
  const [couponText, setCouponText] = useState(initial.couponCode);
  const [payment, setPayment] = useState<Payment>({ status: 'idle' });
  const [attemptKeys] = useState(() => new AttemptKeys());

  const quantityAsked = singleOnly ? 1 : quantity;
  const couponCode = couponText.trim();
  const draft = useMemo<OrderDraft>(
    () => ({ skuId: initial.skuId, quantity: quantityAsked, couponCode }),
    [initial.skuId, quantityAsked, couponCode],
  );
  const body = useMemo(() => orderBody(draft, lang), [draft, lang]);
  const onSingleQuantity = useCallback(() => setSingleOnly(true), []);
  const { result, pending, refresh } = useOrderCalculation(body, loaded.calculation, onSingleQuantity);

  /** A changed order is a new question: an earlier failure no longer applies to it. */
  function change(update: () => void) {
    update();
    setPayment((current) => (current.status === 'failed' ? { status: 'idle' } : current));
  }

  async function pay() {
    if (result.status !== 'ready') return;
    const before = result.calculation;
    // One key per attempt, for both calls: a retry replays the same order and never pays twice.
    const idempotencyKey = attemptKeys.keyFor(body);
    setPayment({ status: 'paying' });
    try {
      const order = await api.createOrder({ body }, { idempotencyKey });
      const paid = await api.payOrder(
        { params: { id: order.id }, query: { language: lang }, body: { payment_method: BALANCE_PAYMENT } },
        { idempotencyKey },
      );
      attemptKeys.forget();
      // The remembered coupon has done its job; a later checkout should not offer it again.
      if (paid.coupon_code && paid.coupon_code === readCookie(COOKIES.coupon)) removeCookie(COOKIES.coupon);
      setPayment({ status: 'paid', order: paid });
      const balance = await refreshBalance(api);
      if (!balance && !paid.company_paid) {
        announceBalance({ balance_minor: before.balance_minor - paid.total_minor, currency: paid.currency });
      }
    } catch (error) {
      if (endsAttempt(error)) attemptKeys.forget();
      const fresh = await refresh();
      setPayment({ status: 'failed', message: payFailureMessage(error, fresh) });
    }
  }

  if (payment.status === 'paid') return <OrderPaid order={payment.order} />;
  if (result.status === 'unavailable') return <CannotBeBought />;
  const calculation =
    (result.status === 'ready' ? result.calculation : result.previous) ?? loaded.calculation;

  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('checkout.heading')}</h1>
        <p className={styles.lead}>{t('checkout.lead')}</p>
      </header>
      <div className={styles.columns}>
        <OrderDetails
          calculation={calculation}
          draft={draft}
          singleOnly={singleOnly || boughtOneAtATime(calculation.course_kind)}
          couponText={couponText}
          busy={payment.status === 'paying'}
          onQuantity={(next) => change(() => setQuantity(next))}
          onCouponText={(next) => change(() => setCouponText(next))}
          onApplyCoupon={() => void refresh()}
        />
        <OrderSummary
          calculation={calculation}
          draft={draft}
          pending={pending}
          updateFailed={result.status === 'failed'}
          payment={payment}
          onRetry={() => void refresh()}
          onPay={() => void pay()}
        />
      </div>
    </>
  );
}
