import { Button, EmptyState, useLang } from '@hanyu/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData } from 'react-router';
import page from '../centre-frame/centre-page.module.css';
import type { peopleLoader } from './people-loader.ts';

/** Finding a person: one box for an id, the beginning of an email or a piece of a name. */
export function PeoplePage() {
  const { q, found } = useLoaderData<typeof peopleLoader>();
  const { t } = useTranslation('service');
  const lang = useLang();
  const id = useId();
  return (
    <>
      <h1 className={page.heading}>{t('people.heading')}</h1>
      <Form method="get" role="search" className={`${page.card} ${page.form}`}>
        <label className={page.label} htmlFor={`${id}-q`}>
          {t('people.search')}
        </label>
        <div className={page.row}>
          <input id={`${id}-q`} name="q" type="search" defaultValue={q} maxLength={100} required />
          <Button type="submit">{t('people.find')}</Button>
        </div>
        <p className={page.muted}>{t('people.searchHint')}</p>
      </Form>
      {found === null ? null : found.length === 0 ? (
        <EmptyState art="search" title={t('people.noneFound', { q })} />
      ) : (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <caption className="hy-visually-hidden">{t('people.results', { q })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('people.id')}</th>
                <th scope="col">{t('people.name')}</th>
                <th scope="col">{t('people.email')}</th>
              </tr>
            </thead>
            <tbody>
              {found.map((person) => (
                <tr key={person.id}>
                  <td className={page.number}>{person.id}</td>
                  <td>
                    <Link to={`/${lang}/service-centre/people/${person.id}`}>
                      {person.nick_name || person.email}
                    </Link>
                  </td>
                  <td className={page.code}>{person.email}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
