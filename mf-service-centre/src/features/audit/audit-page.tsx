import { Button, EmptyState, useLang } from '@hanyu/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData } from 'react-router';
import { AuditTable } from '../centre-frame/audit-table.tsx';
import page from '../centre-frame/centre-page.module.css';
import type { auditLoader } from './audit-loader.ts';

/** The audit log, newest first, a page at a time, of everyone or of one person. */
export function AuditPage() {
  const { data, next_before_id: nextBeforeId, userId, beforeId } = useLoaderData<typeof auditLoader>();
  const { t } = useTranslation('service');
  const lang = useLang();
  const id = useId();
  const base = `/${lang}/service-centre/audit`;
  const person = userId ? `user_id=${userId}` : '';
  return (
    <>
      <h1 className={page.heading}>{t('audit.heading')}</h1>
      <Form method="get" className={`${page.card} ${page.form}`}>
        <label className={page.label} htmlFor={`${id}-user`}>
          {t('audit.personId')}
        </label>
        <div className={page.row}>
          <input
            id={`${id}-user`}
            name="user_id"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={userId}
          />
          <Button type="submit">{t('audit.filter')}</Button>
          {userId ? (
            <Link className={page.link} to={base}>
              {t('audit.everyone')}
            </Link>
          ) : null}
        </div>
      </Form>
      {data.length === 0 ? (
        <EmptyState title={t('audit.empty')} />
      ) : (
        <AuditTable rows={data} caption={t('audit.heading')} />
      )}
      <p className={page.row}>
        {beforeId ? (
          <Link className={page.link} to={person ? `${base}?${person}` : base}>
            {t('audit.newest')}
          </Link>
        ) : null}
        {nextBeforeId === null ? null : (
          <Link className={page.link} to={`${base}?${person ? `${person}&` : ''}before_id=${nextBeforeId}`}>
            {t('audit.older')}
          </Link>
        )}
      </p>
    </>
  );
}
