import { ERROR_CODES, type OrgInvitation } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { Button } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { DateTime } from '../page-frame/date-time.tsx';
import form from '../page-frame/form.module.css';
import frame from '../page-frame/list-page.module.css';
import styles from './org-page.module.css';

/**
 * The owner invites a person by email to be a company-paid member (issue 28): the API mails them a link
 * they accept signed in as that address. Lists the invitations and where each stands.
 */
export function InviteMember({ invitations }: { invitations: OrgInvitation[] }) {
  const { t } = useTranslation('userCenter');
  const revalidator = useRevalidator();
  const ids = { email: useId(), error: useId(), title: useId() };
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSent(undefined);
    const address = email.trim();
    if (!address) return setError(t('account.org.invite.invalidEmail'));
    setError(undefined);
    setBusy(true);
    try {
      await api.inviteOrgMember({ body: { email: address } });
      setEmail('');
      setSent(t('account.org.invite.sent', { email: address }));
      await revalidator.revalidate();
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : 0;
      if (code === ERROR_CODES.conflict) setError(t('account.org.invite.conflict'));
      else if (code === ERROR_CODES.invalidEmail || code === 400)
        setError(t('account.org.invite.invalidEmail'));
      else setError(t('account.org.invite.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.invite} aria-labelledby={ids.title}>
      <form className={form.section} onSubmit={onSubmit} noValidate>
        <h2 id={ids.title} className={form.sectionTitle}>
          {t('account.org.invite.title')}
        </h2>
        <p className={form.hint}>{t('account.org.invite.lead')}</p>
        <div className={form.grid}>
          <div className={form.field}>
            <label className={form.label} htmlFor={ids.email}>
              {t('account.org.invite.email')}
            </label>
            <input
              id={ids.email}
              className={form.input}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...(error ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {})}
            />
            {error ? (
              <p id={ids.error} className={form.fieldError}>
                {error}
              </p>
            ) : null}
          </div>
        </div>
        <div className={form.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? t('account.org.invite.submitting') : t('account.org.invite.submit')}
          </Button>
        </div>
        <div aria-live="polite">{sent ? <p className={form.success}>{sent}</p> : null}</div>
      </form>
      {invitations.length ? (
        <ul className={frame.list} aria-label={t('account.org.invite.listTitle')}>
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <article className={styles.card} aria-label={invitation.email}>
                <div className={styles.who}>
                  <p className={styles.name}>{invitation.email}</p>
                  <p className={styles.meta}>
                    {t(`account.org.invite.state.${invitation.state}`)} ·{' '}
                    {invitation.state === 'accepted' && invitation.accepted_at ? (
                      <DateTime iso={invitation.accepted_at} format="day" />
                    ) : (
                      <>
                        {t('account.org.invite.expires')}{' '}
                        <DateTime iso={invitation.expires_at} format="day" />
                      </>
                    )}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
