import { formatPrice, useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import type { OrderMessage } from './order-messages.ts';

/** Says an order message in the page language; a missing amount is written as every price is (formatPrice). */
export function useOrderMessage(): (message: OrderMessage) => string {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  return (message) => {
    if ('serverText' in message) return message.serverText;
    const value = message.missingMinor === undefined ? '' : formatPrice(message.missingMinor, 'CNY', lang);
    return t(`orderMessages.${message.key}`, { value });
  };
}
