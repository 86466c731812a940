import { formatNumber } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../page-frame/use-lang.ts';
import type { OrderMessage } from './order-messages.ts';

/** Says an order message in the page language; a missing amount is in yuan with two decimals, as SPEC words it. */
export function useOrderMessage(): (message: OrderMessage) => string {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  return (message) => {
    if ('serverText' in message) return message.serverText;
    const value =
      message.missingMinor === undefined
        ? ''
        : formatNumber(message.missingMinor / 100, lang, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          });
    return t(`orderMessages.${message.key}`, { value });
  };
}
