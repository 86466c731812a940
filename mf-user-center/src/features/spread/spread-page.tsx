import { EmptyState, Pager } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { useMoney, WALLET_CURRENCY } from '../money/use-money.ts';
import { DateTime } from '../page-frame/date-time.tsx';
import { PastLastPage } from '../page-frame/states.tsx';
import { usePagerLabels } from '../page-frame/use-pager-labels.ts';
import { CopyField } from '../promote/copy-field.tsx';
import { INVITE_PAGE_SIZE, type InvitesAnswer, type spreadLoader } from './spread-loader.ts';
import styles from './spread-page.module.css';

/** user/spread ("earn tuition"): invite friends; each friend's first purchase earns a reward in tuition. */
export function SpreadPage() {
  const { t } = useTranslation('userCenter');
  const { invites, page } = useLoaderData<typeof spreadLoader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('spread.heading')}</h1>
      <Invites data={invites} page={page} />
    </div>
  );
}

function Invites({ data, page }: { data: InvitesAnswer; page: number }) {
  const { t } = useTranslation('userCenter');
  const money = useMoney();
  const pagerLabels = usePagerLabels();
  const reward = money(data.reward_minor, WALLET_CURRENCY);
  return (
    <>
      <p className={styles.lead}>{t('spread.lead', { reward })}</p>
      <section className={styles.card}>
        <CopyField
          label={t('spread.yourLink')}
          value={data.invite_url}
          copy={t('spread.copy')}
          copied={t('spread.copied')}
          wide
        />
        <p className={styles.code}>{t('spread.yourCode', { code: data.invite_code })}</p>
      </section>
      <section className={styles.how} aria-labelledby="spread-how">
        <h2 id="spread-how" className={styles.subtitle}>
          {t('spread.howTitle')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('spread.step1')}</li>
          <li>{t('spread.step2')}</li>
          <li>{t('spread.step3', { reward })}</li>
        </ol>
      </section>
      <dl className={styles.tiles}>
        <div className={styles.tile} data-testid="spread-earned">
          <dt>{t('spread.earned')}</dt>
          <dd>{money(data.rewarded_total_minor, WALLET_CURRENCY)}</dd>
        </div>
        <div className={styles.tile} data-testid="spread-invited">
          <dt>{t('spread.invited')}</dt>
          <dd>{data.registered_count}</dd>
        </div>
        <div className={styles.tile} data-testid="spread-rewarded">
          <dt>{t('spread.rewarded')}</dt>
          <dd>{data.rewarded_count}</dd>
        </div>
      </dl>
      <section aria-labelledby="spread-list" className={styles.list}>
        <h2 id="spread-list" className={styles.subtitle}>
          {t('spread.listTitle')}
        </h2>
        {data.list.length === 0 ? (
          data.total > 0 ? (
            <PastLastPage />
          ) : (
            <EmptyState title={t('spread.emptyTitle')} text={t('spread.emptyText')} headingLevel={3} />
          )
        ) : (
          <>
            <InviteTable invites={data.list} />
            <Pager page={page} pageSize={INVITE_PAGE_SIZE} total={data.total} labels={pagerLabels} />
          </>
        )}
      </section>
    </>
  );
}

/** The friends as a table; on phones each row is a card whose cells name their column. */
function InviteTable({ invites }: { invites: InvitesAnswer['list'] }) {
  const { t } = useTranslation('userCenter');
  const money = useMoney();
  return (
    <table className={styles.table}>
      <caption className="hy-visually-hidden">{t('spread.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('spread.friend')}</th>
          <th scope="col">{t('spread.registeredAt')}</th>
          <th scope="col">{t('spread.state')}</th>
          <th scope="col" className={styles.number}>
            {t('spread.reward')}
          </th>
        </tr>
      </thead>
      <tbody>
        {invites.map((invite) => (
          <tr key={`${invite.registered_at}-${invite.name}`} className={styles.row}>
            <td className={styles.name}>{invite.name}</td>
            <td data-label={t('spread.registeredAt')} className={styles.muted}>
              <DateTime iso={invite.registered_at} />
            </td>
            <td data-label={t('spread.state')}>
              <span className={`${styles.badge} ${styles[invite.state]}`}>
                {t(`spread.states.${invite.state}`)}
              </span>
            </td>
            <td data-label={t('spread.reward')} className={styles.number}>
              {invite.reward_minor ? money(invite.reward_minor, WALLET_CURRENCY) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
