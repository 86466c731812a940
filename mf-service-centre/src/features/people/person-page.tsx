import { BILL_TYPE, ORDER_STATUS, type PersonDetail } from '@hanyu/contract';
import { formatPrice, useLang, withNodes } from '@hanyu/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { AuditTable } from '../centre-frame/audit-table.tsx';
import page from '../centre-frame/centre-page.module.css';
import { Moment } from '../centre-frame/moment.tsx';
import { EndSessionsForm } from './end-sessions-form.tsx';
import type { personLoader } from './person-loader.ts';
import { WalletAdjustmentForm } from './wallet-adjustment-form.tsx';

const BILL_TYPE_KEYS = Object.fromEntries(
  Object.entries(BILL_TYPE).map(([key, value]) => [value, key]),
) as Record<number, keyof typeof BILL_TYPE>;
const ORDER_STATUS_KEYS = Object.fromEntries(
  Object.entries(ORDER_STATUS).map(([key, value]) => [value, key]),
) as Record<number, keyof typeof ORDER_STATUS>;

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation('service');
  return (
    <section className={page.card}>
      <h2>{title}</h2>
      {empty ? <p className={page.muted}>{t('person.none')}</p> : children}
    </section>
  );
}

/** A person's page: who they are, their money, what they bought and learn, how they sign in, what was done. */
export function PersonPage() {
  const person = useLoaderData<typeof personLoader>();
  const { t } = useTranslation('service');
  const lang = useLang();
  const money = (minor: number) => formatPrice(minor, person.wallet.currency, lang);
  const { profile } = person;
  return (
    <>
      <p>
        <Link className={page.link} to={`/${lang}/service-centre/people`}>
          {t('person.back')}
        </Link>
      </p>
      <h1 className={page.heading}>{profile.nick_name || profile.email}</h1>
      <div className={page.grid}>
        <section className={page.card}>
          <h2>{t('person.profile')}</h2>
          <dl className={page.facts}>
            <dt>{t('people.id')}</dt>
            <dd>{profile.id}</dd>
            <dt>{t('people.email')}</dt>
            <dd>{profile.email}</dd>
            <dt>{t('person.joined')}</dt>
            <dd>
              <Moment iso={profile.created_at} />
            </dd>
            <dt>{t('person.timeZone')}</dt>
            <dd>{profile.time_zone ?? '—'}</dd>
            <dt>{t('person.language')}</dt>
            <dd>{profile.language ?? '—'}</dd>
            <dt>{t('person.company')}</dt>
            <dd>{profile.company ? `${profile.company.name} (${profile.company.id})` : '—'}</dd>
            <dt>{t('person.operator')}</dt>
            <dd>{profile.is_operator ? t('person.yes') : t('person.no')}</dd>
          </dl>
        </section>
        <section className={page.card} aria-labelledby="person-wallet">
          <h2 id="person-wallet">{t('person.wallet')}</h2>
          <p className={page.big} data-testid="person-balance">
            {money(person.wallet.balance_minor)}
          </p>
          {person.wallet.company_balance_minor === null ? null : (
            <p>{t('person.companyWallet', { amount: money(person.wallet.company_balance_minor) })}</p>
          )}
          <WalletAdjustmentForm userId={profile.id} />
        </section>
      </div>
      <Section title={t('person.sessions', { count: person.sessions.length })} empty={false}>
        {person.sessions.length === 0 ? (
          <p className={page.muted}>{t('person.noSessions')}</p>
        ) : (
          <ul>
            {person.sessions.map((session) => (
              <li key={session.created_at + session.expires_at}>
                {withNodes((values) => t('person.session', values), {
                  since: <Moment iso={session.created_at} />,
                  until: <Moment iso={session.expires_at} />,
                })}
              </li>
            ))}
          </ul>
        )}
        {person.sessions.length === 0 ? null : <EndSessionsForm userId={profile.id} />}
      </Section>
      <Section title={t('person.audit')} empty={person.audit.length === 0}>
        <AuditTable rows={person.audit} caption={t('person.audit')} />
        <Link className={page.link} to={`/${lang}/service-centre/audit?user_id=${profile.id}`}>
          {t('person.allAudit')}
        </Link>
      </Section>
      <Section title={t('person.bills')} empty={person.bills.list.length === 0}>
        <div className={page.tableWrap}>
          <table className={page.table}>
            <thead>
              <tr>
                <th scope="col">{t('person.when')}</th>
                <th scope="col">{t('person.type')}</th>
                <th scope="col" className={page.number}>
                  {t('person.amount')}
                </th>
                <th scope="col" className={page.number}>
                  {t('person.balanceAfter')}
                </th>
                <th scope="col">{t('person.description')}</th>
              </tr>
            </thead>
            <tbody>
              {person.bills.list.map((bill) => (
                <tr key={bill.id}>
                  <td>
                    <Moment iso={bill.created_at} />
                  </td>
                  <td>{t(`person.billType.${BILL_TYPE_KEYS[bill.type] ?? 'recharge'}`)}</td>
                  <td className={page.number}>{money(bill.amount)}</td>
                  <td className={page.number}>{money(bill.balance_after)}</td>
                  <td>{bill.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section title={t('person.orders')} empty={person.orders.length === 0}>
        <div className={page.tableWrap}>
          <table className={page.table}>
            <thead>
              <tr>
                <th scope="col">{t('people.id')}</th>
                <th scope="col">{t('person.status')}</th>
                <th scope="col" className={page.number}>
                  {t('person.total')}
                </th>
                <th scope="col">{t('person.created')}</th>
                <th scope="col">{t('person.paid')}</th>
              </tr>
            </thead>
            <tbody>
              {person.orders.map((order) => (
                <tr key={order.id}>
                  <td className={page.number}>{order.id}</td>
                  <td>{t(`person.orderStatus.${ORDER_STATUS_KEYS[order.status] ?? 'awaitingPayment'}`)}</td>
                  <td className={page.number}>{formatPrice(order.total_minor, order.currency, lang)}</td>
                  <td>
                    <Moment iso={order.created_at} />
                  </td>
                  <td>{order.paid_at ? <Moment iso={order.paid_at} /> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section title={t('person.lessons')} empty={person.lessons.length === 0}>
        <div className={page.tableWrap}>
          <table className={page.table}>
            <thead>
              <tr>
                <th scope="col">{t('people.id')}</th>
                <th scope="col">{t('person.starts')}</th>
                <th scope="col">{t('person.as')}</th>
                <th scope="col">{t('person.status')}</th>
              </tr>
            </thead>
            <tbody>
              {person.lessons.map((lesson) => (
                <tr key={lesson.id}>
                  <td className={page.number}>{lesson.id}</td>
                  <td>
                    <Moment iso={lesson.starts_at} />
                  </td>
                  <td>{t(`person.lessonAs.${lesson.as}`)}</td>
                  <td>{t(`person.lessonStatus.${lesson.status as 'booked' | 'complete' | 'cancelled'}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section
        title={t('person.linked')}
        empty={person.linked.providers.length === 0 && person.linked.family.length === 0}
      >
        <LinkedAccounts linked={person.linked} />
      </Section>
    </>
  );
}

function LinkedAccounts({ linked }: { linked: PersonDetail['linked'] }) {
  const { t } = useTranslation('service');
  const lang = useLang();
  return (
    <ul>
      {linked.providers.map((provider) => (
        <li key={provider.provider}>
          {withNodes((values) => t('person.provider', { ...values, provider: provider.provider }), {
            since: <Moment iso={provider.created_at} />,
          })}
        </li>
      ))}
      {linked.family.map((member) => (
        <li key={member.id}>
          <Link to={`/${lang}/service-centre/people/${member.id}`}>{member.nick_name || member.email}</Link>{' '}
          {member.main ? t('person.familyMain') : t('person.familyMember')}
        </li>
      ))}
    </ul>
  );
}
