import type { Order } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import { buttonClassName, LocalTime, useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../money/use-money.ts';
import { OutcomePanel } from '../page-frame/page-states.tsx';
import styles from './checkout-page.module.css';

/**
 * Where a paid order leads on (issue 24, as tutoring sites do): lesson time to booking it, a class seat to
 * its sessions, a video course to its lessons; then the learner's orders and the course page.
 */
function nextStep(order: Order, lang: string) {
  if (order.course_kind === 'live')
    return { to: `/${lang}/book?course=${order.course_id}`, label: 'checkout.bookLesson' as const };
  if (order.course_kind === 'group')
    return { to: `/${lang}/learning/group/${order.course_id}`, label: 'checkout.groupSessions' as const };
  if (order.course_kind === 'video')
    return { to: `/${lang}/learning/video/${order.course_id}`, label: 'checkout.startLearning' as const };
  return undefined;
}

/** The order is paid: what it was, and the ways on (what was bought, the learner's orders, the course). */
export function OrderPaid({ order }: { order: Order }) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const money = useMoney();
  const timeZone = useSession((state) => state.timeZone);
  const next = nextStep(order, lang);
  return (
    <OutcomePanel
      tone="success"
      title={t('checkout.successTitle')}
      actions={
        <>
          {next ? (
            <Link className={buttonClassName('primary')} to={next.to}>
              {t(next.label)}
            </Link>
          ) : null}
          <Link className={buttonClassName(next ? 'secondary' : 'primary')} to={`/${lang}/user/order`}>
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
      {order.course_kind === 'live' ? <p>{t('checkout.bookLessonText')}</p> : null}
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
