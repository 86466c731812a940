import {
  type CompanyMember,
  ERROR_CODES,
  OPERATOR_NOTE_MAX_LENGTH,
  type OrgInvitation,
  yuanInputToMinor,
} from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { useSession } from '@hanyu/session';
import { Button, EmptyState, formatPrice, LocalTime, useLang } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import page from '../centre-frame/centre-page.module.css';
import styles from './companies.module.css';
import type { companyLoader } from './companies-loaders.ts';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * service-centre/companies/:id: an organisation's company wallet (funded here, bill type 3), its
 * company-paid members (enrolled or removed here, or invited by the owner), and what the wallet paid
 * for each member per month.
 */
export function CompanyPage() {
  const { t } = useTranslation('service');
  const lang = useLang();
  const { detail } = useLoaderData<typeof companyLoader>();
  const { company } = detail;
  return (
    <>
      <p>
        <Link className={page.link} to={`/${lang}/service-centre/companies`}>
          {t('companies.back')}
        </Link>
      </p>
      <h1 className={page.heading}>{company.name}</h1>
      <div className={page.grid}>
        <section className={page.card} aria-labelledby="company-wallet">
          <h2 id="company-wallet">{t('companies.wallet')}</h2>
          <p className={page.big} data-testid="company-balance">
            {formatPrice(company.balance_minor, 'CNY', lang)}
          </p>
          <dl className={page.facts}>
            <dt>{t('companies.owner')}</dt>
            <dd>
              <Link to={`/${lang}/service-centre/people/${company.owner.id}`}>
                {company.owner.nick_name || company.owner.email}
              </Link>{' '}
              <span className={page.code}>{company.owner.email}</span>
            </dd>
          </dl>
          <FundForm companyId={company.id} />
        </section>
        <section className={page.card} aria-labelledby="company-enrol">
          <h2 id="company-enrol">{t('companies.enrol.title')}</h2>
          <EnrolForm companyId={company.id} />
        </section>
      </div>
      <Members companyId={company.id} members={detail.members} />
      <Invitations invitations={detail.invitations} />
      <Statement />
    </>
  );
}

function FundForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation('service');
  const lang = useLang();
  const revalidator = useRevalidator();
  const id = useId();
  // Made once per form: a double submit, or a retry after a lost answer, funds once.
  const [key, setKey] = useState(newKey);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const amountMinor = yuanInputToMinor(amount);
    if (amountMinor === null || !reason.trim()) return setError(t('companies.fund.invalid'));
    setError(undefined);
    setDone(undefined);
    setBusy(true);
    try {
      const answer = await api.fundCompany(
        { params: { id: String(companyId) }, body: { amount_minor: amountMinor, reason: reason.trim() } },
        { idempotencyKey: key },
      );
      setDone(
        t('companies.fund.done', {
          amount: formatPrice(answer.amount_minor, answer.currency, lang),
          balance: formatPrice(answer.balance_minor, answer.currency, lang),
        }),
      );
      setAmount('');
      setReason('');
      setKey(newKey());
      await revalidator.revalidate();
    } catch (failure) {
      if (!isApiError(failure) || failure.status !== 0) setKey(newKey());
      const code = isApiError(failure) ? failure.code : 0;
      if (code === ERROR_CODES.idempotencyKeyReused) setError(t('companies.fund.keyReused'));
      else if (code === 400) setError(t('companies.fund.invalid'));
      else setError(t('companies.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={`${page.form} ${styles.fund}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{t('companies.fund.title')}</h3>
      <label className={page.label} htmlFor={`${id}-amount`}>
        {t('companies.fund.amount')}
      </label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        required
      />
      <label className={page.label} htmlFor={`${id}-reason`}>
        {t('companies.fund.reason')}
      </label>
      <textarea
        id={`${id}-reason`}
        rows={2}
        maxLength={OPERATOR_NOTE_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('companies.saving') : t('companies.fund.submit')}
      </Button>
      <p className={page.status} role="status">
        {done ?? ''}
      </p>
      {error ? (
        <p className={page.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function EnrolForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation('service');
  const revalidator = useRevalidator();
  const id = useId();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError(t('companies.enrol.invalid'));
    setError(undefined);
    setDone(undefined);
    setBusy(true);
    try {
      const member = await api.enrolCompanyMember({
        params: { id: String(companyId) },
        body: { email: email.trim() },
      });
      setDone(t('companies.enrol.done', { email: member.user.email }));
      setEmail('');
      await revalidator.revalidate();
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : 0;
      if (code === ERROR_CODES.notFound) setError(t('companies.enrol.noUser'));
      else if (code === ERROR_CODES.conflict) setError(t('companies.enrol.taken'));
      else if (code === 400 || code === ERROR_CODES.invalidEmail) setError(t('companies.enrol.invalid'));
      else setError(t('companies.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={page.form} onSubmit={submit} noValidate>
      <p className={page.muted}>{t('companies.enrol.lead')}</p>
      <label className={page.label} htmlFor={`${id}-email`}>
        {t('companies.enrol.email')}
      </label>
      <div className={page.row}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('companies.saving') : t('companies.enrol.submit')}
        </Button>
      </div>
      <p className={page.status} role="status">
        {done ?? ''}
      </p>
      {error ? (
        <p className={page.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** A day in the operator's time zone. */
function Day({ iso }: { iso: string }) {
  const lang = useLang();
  const timeZone = useSession((state) => state.timeZone);
  return <LocalTime iso={iso} lang={lang} timeZone={timeZone} format="day" />;
}

function Members({ companyId, members }: { companyId: number; members: CompanyMember[] }) {
  const { t } = useTranslation('service');
  return (
    <section className={page.card} aria-labelledby="company-members">
      <h2 id="company-members">{t('companies.membersTitle', { count: members.length })}</h2>
      {members.length ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <thead>
              <tr>
                <th scope="col">{t('companies.member')}</th>
                <th scope="col">{t('companies.paid')}</th>
                <th scope="col">{t('companies.joined')}</th>
                <th scope="col">
                  <span className="hy-visually-hidden">{t('companies.remove.column')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.user.id}>
                  <td>
                    {member.user.nick_name || member.user.email}{' '}
                    <span className={page.code}>{member.user.email}</span>
                  </td>
                  <td>{member.company_paid ? t('companies.yes') : t('companies.no')}</td>
                  <td>
                    <Day iso={member.joined_at} />
                  </td>
                  <td>
                    <RemoveMember companyId={companyId} member={member} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={page.muted}>{t('companies.noMembers')}</p>
      )}
    </section>
  );
}

function RemoveMember({ companyId, member }: { companyId: number; member: CompanyMember }) {
  const { t } = useTranslation('service');
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await api.removeCompanyMember({ params: { id: String(companyId), user_id: String(member.user.id) } });
      await revalidator.revalidate();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  if (!confirming)
    return (
      <Button variant="secondary" size="small" onClick={() => setConfirming(true)}>
        {t('companies.remove.button', { email: member.user.email })}
      </Button>
    );
  return (
    <div className={page.row}>
      <Button size="small" onClick={remove} disabled={busy}>
        {t('companies.remove.confirm', { email: member.user.email })}
      </Button>
      <Button variant="secondary" size="small" onClick={() => setConfirming(false)} disabled={busy}>
        {t('companies.remove.keep')}
      </Button>
      {failed ? (
        <p className={page.error} role="alert">
          {t('companies.failed')}
        </p>
      ) : null}
    </div>
  );
}

function Invitations({ invitations }: { invitations: OrgInvitation[] }) {
  const { t } = useTranslation('service');
  if (!invitations.length) return null;
  return (
    <section className={page.card} aria-labelledby="company-invitations">
      <h2 id="company-invitations">{t('companies.invitations')}</h2>
      <ul>
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <span className={page.code}>{invitation.email}</span> ·{' '}
            {t(`companies.invitation.${invitation.state}`)} ·{' '}
            <Day iso={invitation.accepted_at ?? invitation.expires_at} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Statement() {
  const { t } = useTranslation('service');
  const lang = useLang();
  const { statement } = useLoaderData<typeof companyLoader>();
  const id = useId();
  return (
    <section className={page.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('companies.statement.title')}</h2>
      <Form method="get" className={page.row}>
        <div className={page.field}>
          <label className={page.label} htmlFor={`${id}-from`}>
            {t('companies.statement.from')}
          </label>
          <input id={`${id}-from`} name="from" type="month" defaultValue={statement.from} />
        </div>
        <div className={page.field}>
          <label className={page.label} htmlFor={`${id}-to`}>
            {t('companies.statement.to')}
          </label>
          <input id={`${id}-to`} name="to" type="month" defaultValue={statement.to} />
        </div>
        <Button type="submit" variant="secondary">
          {t('companies.statement.show')}
        </Button>
      </Form>
      {statement.rows.length ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <caption className="hy-visually-hidden">
              {t('companies.statement.caption', { from: statement.from, to: statement.to })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('companies.statement.month')}</th>
                <th scope="col">{t('companies.member')}</th>
                <th scope="col" className={page.number}>
                  {t('companies.statement.orders')}
                </th>
                <th scope="col" className={page.number}>
                  {t('companies.statement.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {statement.rows.map((row) => (
                <tr key={`${row.month}-${row.user.id}`}>
                  <td>{row.month}</td>
                  <td>
                    {row.user.nick_name || row.user.email} <span className={page.code}>{row.user.email}</span>
                  </td>
                  <td className={page.number}>{row.orders}</td>
                  <td className={page.number}>{formatPrice(row.amount_minor, statement.currency, lang)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('companies.statement.total')}
                </th>
                <td className={page.number} data-testid="statement-total">
                  {formatPrice(statement.total_minor, statement.currency, lang)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : (
        <EmptyState title={t('companies.statement.none')} />
      )}
    </section>
  );
}
