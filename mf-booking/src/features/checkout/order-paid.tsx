import type { Order } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import { buttonClassName, LocalTime } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../money/use-money.ts';
import { OutcomePanel } from '../page-frame/page-states.tsx';
import { useLang } from '../page-frame/use-lang.ts';
import styles from './checkout-page.module.css';

/** The order is paid: what it was, and the ways on (the learner's orders, back to the course). */
export function OrderPaid({ order }: { order: Order }) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const money = useMoney();
  const timeZone = useSession((state) => state.timeZone);
  return (
    <OutcomePanel
      tone="success"
      title={t('checkout.successTitle')}
      actions={
        <>
          <Link className={buttonClassName('primary')} to={`/${lang}/user/order`}>
            {t('checkout.viewOrders')}
          </Link>
          <Link className={buttonClassName('secondary')} to={`/${lang}/i/${order.course_id}`}>
            {t('checkout.backToCourse')}
          </Link>
        </>
      }
    >
      <p>
        {t('checkout.successText', {
          title: order.course_title,
          total: money(order.total_minor, order.currency),
        })}
      </p>
      <dl className={styles.receipt}>
        <div>
          <dt>{t('checkout.orderNumber')}</dt>
          <dd>{order.id}</dd>
        </div>
        {order.paid_at && (
          <div>
            <dt>{t('checkout.paidAt')}</dt>
            <dd>
              <LocalTime iso={order.paid_at} lang={lang} timeZone={timeZone} format="dateTime" />
            </dd>
          </div>
        )}
      </dl>
    </OutcomePanel>
  );
}
