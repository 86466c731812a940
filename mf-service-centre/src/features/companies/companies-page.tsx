import { ERROR_CODES, ORGANISATION_NAME_MAX_LENGTH } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { Button, EmptyState, formatPrice, Pager, useLang } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { api } from '../../api.ts';
import page from '../centre-frame/centre-page.module.css';
import { COMPANIES_PAGE_SIZE, type companiesLoader } from './companies-loaders.ts';

/** service-centre/companies: the organisations with their owner, company balance and members; a new one. */
export function CompaniesPage() {
  const { t } = useTranslation('service');
  const lang = useLang();
  const { page: pageNumber, companies } = useLoaderData<typeof companiesLoader>();
  return (
    <>
      <h1 className={page.heading}>{t('companies.title.list')}</h1>
      <p>{t('companies.intro')}</p>
      <CreateCompanyForm />
      {companies.list.length ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <caption className="hy-visually-hidden">{t('companies.title.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('companies.name')}</th>
                <th scope="col">{t('companies.owner')}</th>
                <th scope="col" className={page.number}>
                  {t('companies.balance')}
                </th>
                <th scope="col" className={page.number}>
                  {t('companies.members')}
                </th>
              </tr>
            </thead>
            <tbody>
              {companies.list.map((company) => (
                <tr key={company.id}>
                  <td>
                    <Link to={`/${lang}/service-centre/companies/${company.id}`}>{company.name}</Link>
                  </td>
                  <td className={page.code}>{company.owner.email}</td>
                  <td className={page.number}>{formatPrice(company.balance_minor, 'CNY', lang)}</td>
                  <td className={page.number}>{company.member_count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState title={t('companies.none')} />
      )}
      <Pager
        page={pageNumber}
        pageSize={COMPANIES_PAGE_SIZE}
        total={companies.total}
        labels={{
          label: t('companies.pages'),
          previous: t('companies.previous'),
          next: t('companies.next'),
          page: (n) => t('companies.page', { n }),
        }}
      />
    </>
  );
}

function CreateCompanyForm() {
  const { t } = useTranslation('service');
  const lang = useLang();
  const navigate = useNavigate();
  const id = useId();
  const [ownerEmail, setOwnerEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ownerEmail.trim() || !name.trim()) return setError(t('companies.create.required'));
    setError(undefined);
    setBusy(true);
    try {
      const created = await api.createCompany({
        body: { owner_email: ownerEmail.trim(), name: name.trim() },
      });
      await navigate(`/${lang}/service-centre/companies/${created.id}`);
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : 0;
      if (code === ERROR_CODES.notFound) setError(t('companies.create.noUser'));
      else if (code === ERROR_CODES.conflict) setError(t('companies.create.taken'));
      else if (code === 400 || code === ERROR_CODES.invalidEmail) setError(t('companies.create.required'));
      else setError(t('companies.failed'));
      setBusy(false);
    }
  }

  return (
    <form
      className={`${page.card} ${page.form}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('companies.create.title')}</h2>
      <div className={page.row}>
        <div className={page.field}>
          <label className={page.label} htmlFor={`${id}-owner`}>
            {t('companies.create.ownerEmail')}
          </label>
          <input
            id={`${id}-owner`}
            type="email"
            autoComplete="off"
            value={ownerEmail}
            onChange={(event) => setOwnerEmail(event.target.value)}
            required
          />
        </div>
        <div className={page.field}>
          <label className={page.label} htmlFor={`${id}-name`}>
            {t('companies.create.name')}
          </label>
          <input
            id={`${id}-name`}
            maxLength={ORGANISATION_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
          />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? t('companies.saving') : t('companies.create.submit')}
        </Button>
      </div>
      {error ? (
        <p className={page.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
