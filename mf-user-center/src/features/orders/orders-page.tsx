import { ORDER_STATUS, type Order } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import {
  buttonClassName,
  ConfirmDialog,
  EmptyState,
  Pager,
  useLocalePath,
  useOrderMessage,
  withNodes,
  ZoneName,
} from '@hanyu/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { type OrderStatusKey, orderStatusKey } from '../money/labels.ts';
import { FilterLinks } from '../page-frame/filter-links.tsx';
import frame from '../page-frame/list-page.module.css';
import { PastLastPage } from '../page-frame/states.tsx';
import { usePagerLabels } from '../page-frame/use-pager-labels.ts';
import { OrderCard } from './order-card.tsx';
import { ORDER_PAGE_SIZE, type OrdersAnswer, type OrdersData, type ordersLoader } from './orders-loader.ts';
import { type OrderActions, useOrderActions } from './use-order-actions.ts';

/** user/order: the orders by status, a page at a time; orders awaiting payment can be paid or cancelled. */
export function OrdersPage() {
  const { t } = useTranslation('userCenter');
  const { query, orders, refunds } = useLoaderData<typeof ordersLoader>();
  const actions = useOrderActions();
  const say = useOrderMessage();
  const [cancelling, setCancelling] = useState<Order>();
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // A success takes the focus to what it did: the buttons that had it are gone from the refreshed order.
  useEffect(() => {
    if (actions.notice) noticeRef.current?.focus();
  }, [actions.notice]);

  async function confirmCancel(order: Order) {
    const failure = await actions.cancel(order);
    if (!failure) setCancelling(undefined);
    return failure ? say(failure) : undefined;
  }

  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{t('orders.heading')}</h1>
      <FilterLinks
        label={t('orders.filterLabel')}
        name="status"
        current={query.status}
        options={[
          { value: undefined, label: t('orders.all') },
          ...(Object.keys(ORDER_STATUS) as OrderStatusKey[]).map((key) => ({
            value: ORDER_STATUS[key],
            label: t(`orderStatus.${key}`),
          })),
        ]}
      />
      <p ref={noticeRef} className={frame.notice} role="status" tabIndex={-1}>
        {actions.notice}
      </p>
      <OrderResults
        orders={orders}
        refunds={refunds}
        query={query}
        actions={actions}
        onCancel={setCancelling}
      />
      {cancelling ? (
        <ConfirmDialog
          title={t('cancelDialog.title')}
          text={t('cancelDialog.text', { id: cancelling.id, title: cancelling.course_title })}
          keepLabel={t('cancelDialog.keep')}
          confirmLabel={t('cancelDialog.confirm')}
          busyLabel={t('cancelDialog.cancelling')}
          onKeep={() => setCancelling(undefined)}
          onConfirm={() => confirmCancel(cancelling)}
        />
      ) : null}
    </div>
  );
}

function OrderResults({
  orders,
  refunds,
  query,
  actions,
  onCancel,
}: {
  orders: OrdersAnswer;
  refunds: OrdersData['refunds'];
  query: OrdersData['query'];
  actions: OrderActions;
  onCancel: (order: Order) => void;
}) {
  const { t } = useTranslation('userCenter');
  const pagerLabels = usePagerLabels();
  const timeZone = useSession((state) => state.timeZone);
  const listLabelId = useId();
  const { list, total } = orders;
  if (!list.length) return <NoOrders query={query} total={total} />;
  return (
    <>
      <p id={listLabelId} className={frame.zone}>
        {withNodes((values) => t('orders.timeZoneNote', values), { zone: <ZoneName zone={timeZone} /> })}
      </p>
      <ul className={frame.list} aria-labelledby={listLabelId}>
        {list.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} refund={refunds[order.id]} onPay={actions.pay} onCancel={onCancel} />
          </li>
        ))}
      </ul>
      <Pager page={query.page} pageSize={ORDER_PAGE_SIZE} total={total} labels={pagerLabels} />
    </>
  );
}

/** An empty list, said for its status; a page past the end leads back to the first. */
function NoOrders({ query, total }: { query: OrdersData['query']; total: number }) {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  if (total > 0) return <PastLastPage />;
  const status = query.status === undefined ? 'all' : (orderStatusKey(query.status) ?? 'all');
  return (
    <EmptyState
      title={t(`orders.empty.${status}.title`)}
      text={t(`orders.empty.${status}.text`)}
      action={
        <Link to={to('live')} className={buttonClassName('primary')}>
          {t('orders.browseCourses')}
        </Link>
      }
    />
  );
}
