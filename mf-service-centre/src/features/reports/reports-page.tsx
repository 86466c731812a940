import type { ReportListItem } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import { EmptyState, LocalTime, useLang, useLocalePath } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import styles from './reports.module.css';
import type { reportsLoader } from './reports-loader.ts';

/** service-centre/reports: every report of a first question, open ones first, each a link to its page. */
export function ReportsPage() {
  const { t } = useTranslation('service');
  const { reports } = useLoaderData<typeof reportsLoader>();
  return (
    <>
      <h1 className={styles.heading}>{t('reports.title.list')}</h1>
      <p className={styles.intro}>{t('reports.intro')}</p>
      {reports.length ? (
        <ul className={styles.list}>
          {reports.map((report) => (
            <li key={report.id}>
              <ReportItem report={report} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('reports.none')} />
      )}
    </>
  );
}

function ReportItem({ report }: { report: ReportListItem }) {
  const { t } = useTranslation('service');
  const lang = useLang();
  const to = useLocalePath();
  const timeZone = useSession((state) => state.timeZone);
  return (
    <article className={styles.item} data-testid="report-item">
      <div className={styles.itemTop}>
        <Link to={to(`service-centre/reports/${report.id}`)}>
          {t('reports.itemTitle', {
            id: report.id,
            reporter: report.reporter.name,
            reported: report.reported.name,
          })}
        </Link>
        <ReportStateBadge state={report.state} />
      </div>
      <p className={styles.meta}>
        <LocalTime iso={report.created_at} lang={lang} timeZone={timeZone} format="dateTime" /> ·{' '}
        {t(`reports.reason.${report.reason}`)}
        {report.learner_blocked ? ` · ${t('reports.learnerBlocked')}` : ''}
      </p>
      {report.note ? <p className={styles.reason}>{report.note}</p> : null}
    </article>
  );
}

export function ReportStateBadge({ state }: { state: ReportListItem['state'] }) {
  const { t } = useTranslation('service');
  return (
    <span className={`${styles.state} ${state === 'open' ? styles.open : ''}`}>
      {t(`reports.state.${state}`)}
    </span>
  );
}
