import type { DisputeListItem } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import { EmptyState, LocalTime, useLang, useLocalePath } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import styles from './disputes.module.css';
import type { disputesLoader } from './disputes-loader.ts';

/** service-centre/disputes: every lesson dispute, open ones first, each a link to its page. */
export function DisputesPage() {
  const { t } = useTranslation('service');
  const { disputes } = useLoaderData<typeof disputesLoader>();
  return (
    <>
      <h1 className={styles.heading}>{t('disputes.title.list')}</h1>
      <p className={styles.intro}>{t('disputes.intro')}</p>
      {disputes.length ? (
        <ul className={styles.list}>
          {disputes.map((dispute) => (
            <li key={dispute.id}>
              <DisputeItem dispute={dispute} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('disputes.none')} />
      )}
    </>
  );
}

function DisputeItem({ dispute }: { dispute: DisputeListItem }) {
  const { t } = useTranslation('service');
  const lang = useLang();
  const to = useLocalePath();
  const timeZone = useSession((state) => state.timeZone);
  return (
    <article className={styles.item}>
      <div className={styles.itemTop}>
        <Link to={to(`service-centre/disputes/${dispute.id}`)}>
          {t('disputes.itemTitle', {
            id: dispute.id,
            teacher: dispute.teacher_name,
            learner: dispute.student_name,
          })}
        </Link>
        <StateBadge state={dispute.state} />
      </div>
      <p className={styles.meta}>
        {t('disputes.lessonAt')}{' '}
        <LocalTime iso={dispute.lesson_starts_at} lang={lang} timeZone={timeZone} format="dateTime" /> ·{' '}
        {t(`disputes.raisedBy.${dispute.side}`, { name: dispute.raised_by_name })}
        {dispute.attendance_outcome ? ` · ${t(`disputes.outcome.${dispute.attendance_outcome}`)}` : ''}
      </p>
      <p className={styles.reason}>{dispute.reason}</p>
    </article>
  );
}

export function StateBadge({ state }: { state: DisputeListItem['state'] }) {
  const { t } = useTranslation('service');
  return (
    <span className={`${styles.state} ${state === 'open' ? styles.open : ''}`}>
      {t(`disputes.state.${state}`)}
    </span>
  );
}
