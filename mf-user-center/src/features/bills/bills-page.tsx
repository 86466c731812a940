import { BILL_TYPE, type Bill } from '@hanyu/contract';
import { EmptyState, Pager, useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation } from 'react-router';
import { type BillTypeKey, billTypeKey } from '../money/labels.ts';
import { signedAmount } from '../money/signed-amount.ts';
import { useMoney, WALLET_CURRENCY } from '../money/use-money.ts';
import { DateTime } from '../page-frame/date-time.tsx';
import { FilterLinks } from '../page-frame/filter-links.tsx';
import { PastLastPage } from '../page-frame/states.tsx';
import { usePagerLabels } from '../page-frame/use-pager-labels.ts';
import { BILL_PAGE_SIZE, type BillsAnswer, type BillsData, type billsLoader } from './bills-loader.ts';
import styles from './bills-page.module.css';

/** user/bill: every movement of the balance (SPEC §3 bill types), filtered by type, a page at a time. */
export function BillsPage() {
  const { t } = useTranslation('userCenter');
  const { query, bills } = useLoaderData<typeof billsLoader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('bills.heading')}</h1>
      <p className={styles.lead}>{t('bills.lead')}</p>
      <FilterLinks
        label={t('bills.filterLabel')}
        name="type"
        current={query.type}
        options={[
          { value: undefined, label: t('bills.all') },
          ...(Object.keys(BILL_TYPE) as BillTypeKey[]).map((key) => ({
            value: BILL_TYPE[key],
            label: t(`billTypes.${key}`),
          })),
        ]}
      />
      <BillResults bills={bills} query={query} />
    </div>
  );
}

function BillResults({ bills, query }: { bills: BillsAnswer; query: BillsData['query'] }) {
  const { t } = useTranslation('userCenter');
  const pagerLabels = usePagerLabels();
  const { pathname } = useLocation();
  const { list, total } = bills;
  if (!list.length) {
    if (total > 0) return <PastLastPage />;
    return query.type === undefined ? (
      <EmptyState title={t('bills.emptyTitle')} text={t('bills.emptyText')} />
    ) : (
      <EmptyState
        title={t('bills.emptyTypeTitle')}
        text={t('bills.emptyText')}
        action={<Link to={pathname}>{t('bills.showAll')}</Link>}
      />
    );
  }
  return (
    <>
      <BillTable bills={list} />
      <Pager page={query.page} pageSize={BILL_PAGE_SIZE} total={total} labels={pagerLabels} />
    </>
  );
}

/**
 * The bills as a table; on phones each row becomes a card whose cells carry their column's name. The
 * amount's sign is in its text and its colour, and named for screen readers.
 */
function BillTable({ bills }: { bills: BillsAnswer['list'] }) {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const money = useMoney();
  const describe = useBillDescription();
  return (
    <table className={styles.table}>
      <caption className="hy-visually-hidden">{t('bills.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('bills.time')}</th>
          <th scope="col">{t('bills.type')}</th>
          <th scope="col">{t('bills.description')}</th>
          <th scope="col" className={styles.number}>
            {t('bills.amount')}
          </th>
          <th scope="col" className={styles.number}>
            {t('bills.balanceAfter')}
          </th>
        </tr>
      </thead>
      <tbody>
        {bills.map((bill) => {
          const typeKey = billTypeKey(bill.type);
          const amount = signedAmount(bill.amount, WALLET_CURRENCY, lang);
          return (
            <tr key={bill.id} className={styles.row}>
              <td className={styles.time}>
                <DateTime iso={bill.created_at} />
              </td>
              <td className={styles.type}>{typeKey ? t(`billTypes.${typeKey}`) : bill.type}</td>
              <td className={styles.description}>{describe(bill)}</td>
              <td className={`${styles.number} ${styles[amount.direction]}`}>
                <span className="hy-visually-hidden">{t(`bills.${amount.direction}`)} </span>
                {amount.text}
              </td>
              <td data-label={t('bills.balanceAfter')} className={styles.number}>
                {money(bill.balance_after, WALLET_CURRENCY)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The names of the top-up gateways, as their brands write them in every language. */
const GATEWAY_NAMES = { alipay: 'Alipay', paypal: 'PayPal', goallpay: 'GoAllPay' } as const;

/**
 * A bill in the page language, from what it is about (its type, order and gateway): "주문 2", not the English
 * the ledger stored. What only a person wrote (the service centre's and the operators' notes) is shown as written.
 */
function useBillDescription(): (bill: Bill) => string {
  const { t } = useTranslation('userCenter');
  return (bill) => {
    const order = bill.order_id ?? null;
    if (bill.type === BILL_TYPE.buyCourses && order !== null) return t('bills.about.order', { id: order });
    if (bill.type === BILL_TYPE.orderCancelRefund && order !== null)
      return t('bills.about.orderCancelled', { id: order });
    if (bill.type === BILL_TYPE.reward && order !== null) return t('bills.about.reward', { id: order });
    if (bill.type === BILL_TYPE.recharge && bill.gateway)
      return t('bills.about.topUp', { gateway: GATEWAY_NAMES[bill.gateway] });
    if (bill.type === BILL_TYPE.rechargeGift) return t('bills.about.gift');
    return bill.description;
  };
}
