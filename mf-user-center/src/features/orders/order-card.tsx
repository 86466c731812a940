import { ORDER_STATUS, type Order, type Refund } from '@hanyu/contract';
import { Button, useLocalePath, useOrderMessage } from '@hanyu/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isCourseKind } from '../money/labels.ts';
import type { PayFailure } from '../money/order-messages.ts';
import { OrderStatusBadge } from '../money/order-status-badge.tsx';
import { useMoney, WALLET_CURRENCY } from '../money/use-money.ts';
import { DateTime } from '../page-frame/date-time.tsx';
import styles from './order-card.module.css';
import { RefundSection } from './refund-section.tsx';

/**
 * One order: what was bought, its price, its times in the user's time zone and its status; one awaiting
 * payment can be paid or cancelled, and says here why paying failed; a paid one can be refunded within 30 days.
 */
export function OrderCard({
  order,
  refund,
  onPay,
  onCancel,
}: {
  order: Order;
  /** The order's latest refund request, when it has one. */
  refund?: Refund | undefined;
  onPay: (order: Order) => Promise<PayFailure | undefined>;
  onCancel: (order: Order) => void;
}) {
  const { t } = useTranslation('userCenter');
  const money = useMoney();
  const to = useLocalePath();
  const titleId = useId();
  const kind = order.course_kind;
  const times = [
    { label: t('order.createdAt'), at: order.created_at },
    ...(order.paid_at ? [{ label: t('order.paidAt'), at: order.paid_at }] : []),
    ...(order.cancelled_at ? [{ label: t('order.cancelledAt'), at: order.cancelled_at }] : []),
  ];
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <p className={styles.kind}>{isCourseKind(kind) ? t(`kinds.${kind}`) : kind}</p>
        <OrderStatusBadge status={order.status} />
      </div>
      <h2 id={titleId} className={styles.title}>
        <Link to={to(`i/${order.course_id}`)}>{order.course_title}</Link>
      </h2>
      <p className={styles.lessons}>
        {t('order.lessons', { count: order.lesson_count, minutes: order.lesson_minutes })}
      </p>
      {order.company_paid ? <p className={styles.companyTag}>{t('order.companyPaid')}</p> : null}
      {order.status === ORDER_STATUS.paid && (kind === 'live' || kind === 'group') ? (
        <Link className={styles.learning} to={to(`learning/${kind}/${order.course_id}`)}>
          {kind === 'live' ? t('order.liveLessons') : t('order.groupSessions')}
        </Link>
      ) : null}
      <dl className={styles.prices}>
        <div>
          <dt>{t('order.quantity')}</dt>
          <dd>{order.quantity}</dd>
        </div>
        <div>
          <dt>{t('order.amount')}</dt>
          <dd>{money(order.amount_minor, order.currency)}</dd>
        </div>
        {order.discount_minor > 0 ? (
          <div>
            <dt>
              {t('order.discount')}
              {order.coupon_code ? (
                <span className={styles.coupon}>{t('order.coupon', { code: order.coupon_code })}</span>
              ) : null}
            </dt>
            <dd>−{money(order.discount_minor, order.currency)}</dd>
          </div>
        ) : null}
        <div className={styles.total}>
          <dt>{t('order.total')}</dt>
          <dd>{money(order.total_minor, order.currency)}</dd>
        </div>
      </dl>
      <p className={styles.meta}>
        <span>{t('order.number', { id: order.id })}</span>
        {times.map((time) => (
          <span key={time.label}>
            {time.label} <DateTime iso={time.at} />
          </span>
        ))}
      </p>
      {order.status === ORDER_STATUS.awaitingPayment ? (
        <AwaitingPayment order={order} onPay={onPay} onCancel={onCancel} />
      ) : null}
      <RefundSection order={order} refund={refund} />
    </article>
  );
}

/** Pay and cancel, and why the last payment failed with the way on (a top-up of what is missing). */
function AwaitingPayment({
  order,
  onPay,
  onCancel,
}: {
  order: Order;
  onPay: (order: Order) => Promise<PayFailure | undefined>;
  onCancel: (order: Order) => void;
}) {
  const { t } = useTranslation('userCenter');
  const money = useMoney();
  const say = useOrderMessage();
  const to = useLocalePath();
  const { pathname, search } = useLocation();
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<PayFailure>();

  async function pay() {
    setPaying(true);
    setFailure(undefined);
    setFailure(await onPay(order));
    setPaying(false);
  }

  const topUpHref = (yuan: number | undefined) => {
    const params = new URLSearchParams();
    if (yuan !== undefined) params.set('amount', String(yuan));
    params.set('return', pathname + search);
    return `${to('top-up')}?${params}`;
  };

  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <Button onClick={pay} disabled={paying}>
          {paying ? t('orders.paying') : t('orders.pay', { total: money(order.total_minor, order.currency) })}
        </Button>
        <Button variant="secondary" onClick={() => onCancel(order)} disabled={paying}>
          {t('orders.cancel')}
        </Button>
      </div>
      {failure ? (
        <div className={styles.failure} role="alert">
          <p>{say(failure.message)}</p>
          {failure.topUp ? (
            <Link to={topUpHref(failure.topUp.yuan)} className={styles.topUp}>
              {failure.topUp.yuan === undefined
                ? t('orders.topUp')
                : t('orders.topUpMissing', { amount: money(failure.topUp.yuan * 100, WALLET_CURRENCY) })}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
