import {
  ERROR_CODES,
  ORDER_STATUS,
  type Order,
  REFUND_TEXT_MAX_LENGTH,
  REFUND_WINDOW_DAYS,
  type Refund,
} from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { Button } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { useMoney } from '../money/use-money.ts';
import form from '../page-frame/form.module.css';
import styles from './order-card.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The refusals of a refund request the page says in its language; others say "could not send". */
const REFUSALS: Record<number, 'notPaid' | 'windowClosed' | 'alreadyRequested' | 'alreadyRefunded'> = {
  [ERROR_CODES.refundNotPaid]: 'notPaid',
  [ERROR_CODES.refundWindowClosed]: 'windowClosed',
  [ERROR_CODES.refundAlreadyRequested]: 'alreadyRequested',
  [ERROR_CODES.orderAlreadyRefunded]: 'alreadyRefunded',
};

/** Whether the 30-day money-back guarantee still covers a paid order at `now`. */
export function refundable(order: Order, now: number): boolean {
  return (
    order.status === ORDER_STATUS.paid &&
    order.paid_at !== null &&
    Date.parse(order.paid_at) + REFUND_WINDOW_DAYS * DAY_MS >= now
  );
}

/**
 * The order's refund (the 30-day money-back guarantee): the latest request and the service centre's
 * reply, and for a paid order within 30 days without an open request, the form to ask with a reason.
 */
export function RefundSection({ order, refund }: { order: Order; refund: Refund | undefined }) {
  const { t } = useTranslation('userCenter');
  const money = useMoney();
  const mayAsk = refundable(order, Date.now()) && refund?.state !== 'open';
  if (!refund && !mayAsk) return null;
  return (
    <section className={styles.refund} aria-label={t('refund.heading')}>
      {refund ? (
        <div className={styles.refundState}>
          <p>
            {refund.state === 'open'
              ? t('refund.open')
              : refund.state === 'declined'
                ? t('refund.declined')
                : refund.refunded_minor
                  ? t('refund.approved', { amount: money(refund.refunded_minor, order.currency) })
                  : t('refund.approvedNothing')}
          </p>
          <p className={styles.refundText}>
            {t('refund.yourReason')} {refund.reason}
          </p>
          {refund.reply ? (
            <p className={styles.refundText}>
              {t('refund.reply')} {refund.reply}
            </p>
          ) : null}
        </div>
      ) : null}
      {mayAsk ? <RefundForm order={order} /> : null}
    </section>
  );
}

function RefundForm({ order }: { order: Order }) {
  const { t } = useTranslation('userCenter');
  const revalidator = useRevalidator();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('refund.errors.reasonRequired'));
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      await api.requestRefund({ params: { id: order.id }, body: { reason } });
      setOpen(false);
      setReason('');
      void revalidator.revalidate();
    } catch (failure) {
      const known = isApiError(failure) ? REFUSALS[failure.code] : undefined;
      setError(t(`refund.errors.${known ?? 'failed'}`));
    } finally {
      setSending(false);
    }
  }

  if (!open) {
    return (
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('refund.ask')}
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.refundForm} onSubmit={send} noValidate>
      <p className={form.hint}>{t('refund.guarantee', { days: REFUND_WINDOW_DAYS })}</p>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-reason`}>
          {t('refund.reasonLabel')}
        </label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          className={form.input}
          rows={3}
          maxLength={REFUND_TEXT_MAX_LENGTH}
          value={reason}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className={form.fieldError} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className={styles.buttons}>
        <Button type="submit" disabled={sending}>
          {sending ? t('refund.sending') : t('refund.submit')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={sending}>
          {t('refund.close')}
        </Button>
      </div>
    </form>
  );
}
