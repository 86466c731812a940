import { useTranslation } from 'react-i18next';
import type { OrderMessage, OrderMessageKey } from './order-messages.ts';
import { useYuan } from './use-money.ts';

/** Messages whose value is an amount of yuan (the server sends it as a number): written as every price is. */
const AMOUNT_KEYS: ReadonlySet<OrderMessageKey> = new Set(['notEnoughBalance', 'couponMinimumAmount']);

/** Says an order message in the page language. */
export function useOrderMessage(): (message: OrderMessage) => string {
  const { t } = useTranslation('booking');
  const yuan = useYuan();
  return (message) => {
    if ('serverText' in message) return message.serverText;
    const amount = AMOUNT_KEYS.has(message.key) ? Number(message.value) : Number.NaN;
    const value = Number.isFinite(amount) ? yuan(amount) : (message.value ?? '');
    return t(`orderMessages.${message.key}`, { value });
  };
}
