import { ERROR_CODES, ORG_USER_TYPE, type OrgChild } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { Button, EmptyState, Pager } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { useMoney } from '../money/use-money.ts';
import { DateTime } from '../page-frame/date-time.tsx';
import form from '../page-frame/form.module.css';
import frame from '../page-frame/list-page.module.css';
import { PastLastPage } from '../page-frame/states.tsx';
import { usePagerLabels } from '../page-frame/use-pager-labels.ts';
import { InviteMember } from './invite-member.tsx';
import { ORG_PAGE_SIZE, type OrgData, type orgLoader } from './org-loader.ts';
import styles from './org-page.module.css';

/**
 * user/org (organisation sub-accounts, SPEC §6): the owner lists, adds and deletes the accounts of their
 * organisation and sees the company balance they use; anyone else is told the page is for owners.
 */
export function OrgPage() {
  const { t } = useTranslation('userCenter');
  const { children, invitations, page } = useLoaderData<typeof orgLoader>();
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{t('account.org.heading')}</h1>
      <OrgView answer={children} page={page} />
      {children && invitations ? <InviteMember invitations={invitations} /> : null}
    </div>
  );
}

/** What the page says after an action, above the list. */
type Notice = { kind: 'success' | 'failure'; text: string } | undefined;

function OrgView({ answer, page }: { answer: OrgData['children']; page: OrgData['page'] }) {
  const { t } = useTranslation('userCenter');
  const [notice, setNotice] = useState<Notice>();
  if (!answer)
    return <EmptyState title={t('account.org.ownersOnly.title')} text={t('account.org.ownersOnly.text')} />;
  return (
    <>
      <p className={form.hint}>{t('account.org.intro')}</p>
      <CompanyBalance minor={answer.company_balance_minor} />
      <CreateChild onDone={setNotice} />
      <div aria-live="polite">
        {notice?.kind === 'success' ? <p className={form.success}>{notice.text}</p> : null}
      </div>
      {notice?.kind === 'failure' ? (
        <p className={form.failure} role="alert">
          {notice.text}
        </p>
      ) : null}
      <ChildList answer={answer} page={page} onDone={setNotice} />
    </>
  );
}

/**
 * The company wallet company-paid sub-accounts are charged to (SPEC §6). The service centre adds to it, so
 * the owner is sent there rather than to a top-up of their own tuition.
 */
function CompanyBalance({ minor }: { minor: number }) {
  const { t } = useTranslation('userCenter');
  const money = useMoney();
  return (
    <div className={styles.balance} data-testid="org-balance">
      <p className={styles.balanceText}>{t('account.org.balance', { amount: money(minor, 'CNY') })}</p>
      <p>{t('account.org.balanceHint')}</p>
    </div>
  );
}

const USER_TYPES = Object.values(ORG_USER_TYPE);

function CreateChild({ onDone }: { onDone: (notice: Notice) => void }) {
  const { t } = useTranslation('userCenter');
  const revalidator = useRevalidator();
  const ids = { email: useId(), password: useId(), nickName: useId(), type: useId(), error: useId() };
  const empty = { email: '', password: '', nickName: '', type: String(ORG_USER_TYPE.learner) };
  const [values, setValues] = useState(empty);
  const [fieldError, setFieldError] = useState<{ field: 'email' | 'password'; message: string }>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    onDone(undefined);
    if (!values.email.trim())
      return setFieldError({ field: 'email', message: t('account.org.create.invalidEmail') });
    if (!values.password)
      return setFieldError({ field: 'password', message: t('account.org.create.passwordMissing') });
    setFieldError(undefined);
    setBusy(true);
    try {
      const child = await api.createOrgChild({
        body: {
          email: values.email.trim(),
          password: values.password,
          ...(values.nickName.trim() ? { nick_name: values.nickName.trim() } : {}),
          user_type: Number(values.type) as (typeof USER_TYPES)[number],
        },
      });
      setValues(empty);
      onDone({ kind: 'success', text: t('account.org.create.created', { email: child.email }) });
      await revalidator.revalidate();
    } catch (error) {
      const code = isApiError(error) ? error.code : 0;
      if (code === ERROR_CODES.emailExists)
        setFieldError({ field: 'email', message: t('account.org.create.emailExists') });
      else if (code === ERROR_CODES.invalidEmail)
        setFieldError({ field: 'email', message: t('account.org.create.invalidEmail') });
      else onDone({ kind: 'failure', text: t('account.org.create.failed') });
    } finally {
      setBusy(false);
    }
  }

  const set = (field: keyof typeof values) => (value: string) =>
    setValues((before) => ({ ...before, [field]: value }));
  const described = (field: 'email' | 'password') =>
    fieldError?.field === field ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {};
  const errorOf = (field: 'email' | 'password') =>
    fieldError?.field === field ? (
      <p id={ids.error} className={form.fieldError}>
        {fieldError.message}
      </p>
    ) : null;

  return (
    <form className={form.section} onSubmit={onSubmit} noValidate>
      <h2 className={form.sectionTitle}>{t('account.org.create.title')}</h2>
      <div className={form.grid}>
        <div className={form.field}>
          <label className={form.label} htmlFor={ids.email}>
            {t('account.org.create.email')}
          </label>
          <input
            id={ids.email}
            className={form.input}
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(event) => set('email')(event.target.value)}
            {...described('email')}
          />
          {errorOf('email')}
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={ids.password}>
            {t('account.org.create.password')}
          </label>
          <input
            id={ids.password}
            className={form.input}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => set('password')(event.target.value)}
            {...described('password')}
          />
          {errorOf('password')}
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={ids.nickName}>
            {t('account.org.create.nickName')}
          </label>
          <input
            id={ids.nickName}
            className={form.input}
            type="text"
            maxLength={50}
            value={values.nickName}
            onChange={(event) => set('nickName')(event.target.value)}
          />
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={ids.type}>
            {t('account.org.create.type')}
          </label>
          <select
            id={ids.type}
            className={form.input}
            value={values.type}
            onChange={(event) => set('type')(event.target.value)}
          >
            {USER_TYPES.map((type) => (
              <option key={type} value={String(type)}>
                {t(`account.org.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={form.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? t('account.org.create.submitting') : t('account.org.create.submit')}
        </Button>
      </div>
    </form>
  );
}

function ChildList({
  answer,
  page,
  onDone,
}: {
  answer: { list: OrgChild[]; total: number };
  page: number;
  onDone: (notice: Notice) => void;
}) {
  const { t } = useTranslation('userCenter');
  const pagerLabels = usePagerLabels();
  const { list, total } = answer;
  if (!list.length) {
    if (total > 0) return <PastLastPage />;
    return (
      <EmptyState headingLevel={2} title={t('account.org.empty.title')} text={t('account.org.empty.text')} />
    );
  }
  return (
    <section aria-labelledby="org-children-title">
      <h2 id="org-children-title" className={form.sectionTitle}>
        {t('account.org.list.title', { count: total })}
      </h2>
      <ul className={frame.list}>
        {list.map((child) => (
          <li key={child.id}>
            <ChildCard child={child} onDone={onDone} />
          </li>
        ))}
      </ul>
      <Pager page={page} pageSize={ORG_PAGE_SIZE} total={total} labels={pagerLabels} />
    </section>
  );
}

function ChildCard({ child, onDone }: { child: OrgChild; onDone: (notice: Notice) => void }) {
  const { t } = useTranslation('userCenter');
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    onDone(undefined);
    try {
      await api.deleteOrgChild({ params: { id: String(child.id) } });
      onDone({ kind: 'success', text: t('account.org.list.deleted', { email: child.email }) });
      await revalidator.revalidate();
    } catch {
      onDone({ kind: 'failure', text: t('account.org.list.failed') });
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <article className={styles.card} aria-label={child.email}>
      <div className={styles.who}>
        <p className={styles.name}>{child.nick_name || child.email}</p>
        <p className={styles.meta}>{child.email}</p>
        <p className={styles.meta}>
          {t(`account.org.types.${child.user_type === ORG_USER_TYPE.teacher ? 2 : 1}`)} ·{' '}
          {t('account.org.list.created')} <DateTime iso={child.created_at} format="day" />
        </p>
      </div>
      {confirming ? (
        <div className={styles.confirm}>
          <p className={styles.confirmText}>{t('account.org.list.confirm', { email: child.email })}</p>
          <div className={styles.confirmActions}>
            <Button variant="secondary" size="small" onClick={() => setConfirming(false)} disabled={busy}>
              {t('account.org.list.keep')}
            </Button>
            <Button size="small" className={form.danger} onClick={remove} disabled={busy}>
              {busy ? t('account.org.list.deleting') : t('account.org.list.confirmYes')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" size="small" onClick={() => setConfirming(true)}>
          {t('account.org.list.delete')}
        </Button>
      )}
    </article>
  );
}
