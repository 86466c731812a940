import { useTranslation } from 'react-i18next';
import type { OrderMessage } from './order-messages.ts';

/** Says an order message in the page language. */
export function useOrderMessage(): (message: OrderMessage) => string {
  const { t } = useTranslation('booking');
  return (message) =>
    'serverText' in message
      ? message.serverText
      : t(`orderMessages.${message.key}`, { value: message.value ?? '' });
}
