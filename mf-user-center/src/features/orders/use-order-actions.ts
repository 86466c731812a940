import type { Order } from '@hanyu/contract';
import { refreshBalance } from '@hanyu/sdk';
import { type OrderMessage, useLang } from '@hanyu/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { AttemptKeys } from '../money/attempt-keys.ts';
import {
  cancelFailure,
  endsAttempt,
  isNotEnoughBalance,
  type PayFailure,
  payFailure,
} from '../money/order-messages.ts';

/**
 * The contract's BALANCE_PAYMENT, spelled out: importing it would bring the contract's schemas into this
 * page's chunk.
 */
const BALANCE_PAYMENT = 'balance';

export interface OrderActions {
  /** Pays from the balance; resolves with why it failed, or undefined once paid. */
  pay(order: Order): Promise<PayFailure | undefined>;
  /** Cancels; resolves with why it failed, or undefined once cancelled. */
  cancel(order: Order): Promise<OrderMessage | undefined>;
  /** What the last successful action did, for the page's status line (only on the list it happened on). */
  notice: string | undefined;
}

/**
 * Paying and cancelling orders of the list. Each payment attempt has its idempotency key, kept for retries
 * of the same order. After a success the page's loaders run again: the list shows the order's new status
 * and the user area reads the balance again and announces it on `balance:changed`.
 */
export function useOrderActions(): OrderActions {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const { search } = useLocation();
  const revalidator = useRevalidator();
  const [keys] = useState(() => new AttemptKeys());
  const [notice, setNotice] = useState<{ text: string; search: string }>();

  function done(text: string) {
    setNotice({ text, search });
    void revalidator.revalidate();
  }

  /** The order changed elsewhere (paid or cancelled in another tab): the list on screen is stale. */
  function refused(order: Order, error: unknown) {
    if (!endsAttempt(error)) return;
    keys.forget(order.id);
    void revalidator.revalidate();
  }

  async function pay(order: Order): Promise<PayFailure | undefined> {
    try {
      await api.payOrder(
        { params: { id: order.id }, query: { language: lang }, body: { payment_method: BALANCE_PAYMENT } },
        { idempotencyKey: keys.keyFor(order.id) },
      );
    } catch (error) {
      refused(order, error);
      // What is missing is the total less the balance now, read again.
      const balance = isNotEnoughBalance(error) ? await refreshBalance(api) : undefined;
      return payFailure(error, balance && order.total_minor - balance.balance_minor);
    }
    keys.forget(order.id);
    done(t('orders.paidNotice', { id: order.id }));
    return undefined;
  }

  async function cancel(order: Order): Promise<OrderMessage | undefined> {
    try {
      await api.cancelOrder({ params: { id: order.id }, query: { language: lang } });
    } catch (error) {
      refused(order, error);
      return cancelFailure(error);
    }
    keys.forget(order.id);
    done(t('orders.cancelledNotice', { id: order.id }));
    return undefined;
  }

  return { pay, cancel, notice: notice?.search === search ? notice.text : undefined };
}
