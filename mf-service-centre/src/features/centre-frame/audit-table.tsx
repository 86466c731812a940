import type { OperatorActionEntry } from '@hanyu/contract';
import { useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import page from './centre-page.module.css';
import { Moment } from './moment.tsx';

const compact = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Rows of the audit log, newest first: when, who, what to what (the person linked), why, before → after. */
export function AuditTable({ rows, caption }: { rows: readonly OperatorActionEntry[]; caption: string }) {
  const { t } = useTranslation('service');
  const lang = useLang();
  return (
    <div className={page.tableWrap}>
      <table className={page.table}>
        <caption className="hy-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.operator')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.subject')}</th>
            <th scope="col">{t('audit.reason')}</th>
            <th scope="col">{t('audit.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Moment iso={row.created_at} />
              </td>
              <td className={page.code}>{row.operator.email ?? row.operator.id}</td>
              <td className={page.code}>{row.action}</td>
              <td className={page.code}>
                {row.user_id === null ? (
                  row.subject
                ) : (
                  <Link to={`/${lang}/service-centre/people/${row.user_id}`}>{row.subject}</Link>
                )}
              </td>
              <td>{row.reason}</td>
              <td className={page.code}>
                {compact(row.before)} → {compact(row.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
