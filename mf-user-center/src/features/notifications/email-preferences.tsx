import {
  ALWAYS_MAILED_NOTIFICATION_KINDS,
  EMAIL_PREFERENCE_KINDS,
  type NotificationPreferences,
} from '@hanyu/contract';
import { Button } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api.ts';
import form from '../page-frame/form.module.css';
import styles from './notifications-page.module.css';

type Status = 'idle' | 'busy' | 'done' | 'failed';

/**
 * Account settings' "Email notifications": which kinds of notice are also mailed (every one is shown under
 * the bell). Refund decisions and payouts are receipts of money and always mailed; lesson reminders keep
 * their own switch above.
 */
export function EmailPreferences({ saved }: { saved: NotificationPreferences }) {
  const { t } = useTranslation('userCenter');
  const idPrefix = useId();
  const [email, setEmail] = useState(saved.email);
  const [status, setStatus] = useState<Status>('idle');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setStatus('busy');
    try {
      const next = await api.updateNotificationPreferences({ body: { email } });
      setEmail(next.email);
      setStatus('done');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <form className={form.section} onSubmit={onSubmit} data-testid="email-preferences">
      <fieldset className={styles.fieldset}>
        <legend className={form.sectionTitle}>{t('notifications.preferences.title')}</legend>
        <p className={form.hint}>{t('notifications.preferences.lead')}</p>
        {EMAIL_PREFERENCE_KINDS.map((kind) => (
          <div className={form.check} key={kind}>
            <input
              id={`${idPrefix}-${kind}`}
              type="checkbox"
              checked={email[kind]}
              onChange={(event) => setEmail({ ...email, [kind]: event.target.checked })}
            />
            <label htmlFor={`${idPrefix}-${kind}`}>{t(`notifications.preferences.kinds.${kind}`)}</label>
          </div>
        ))}
        <p className={form.hint}>
          {t('notifications.preferences.always', { count: ALWAYS_MAILED_NOTIFICATION_KINDS.length })}
        </p>
      </fieldset>
      <div className={form.actions}>
        <Button type="submit" disabled={status === 'busy'}>
          {status === 'busy' ? t('notifications.preferences.saving') : t('notifications.preferences.save')}
        </Button>
      </div>
      <div aria-live="polite">
        {status === 'done' ? <p className={form.success}>{t('notifications.preferences.saved')}</p> : null}
      </div>
      {status === 'failed' ? (
        <p className={form.failure} role="alert">
          {t('notifications.preferences.failed')}
        </p>
      ) : null}
    </form>
  );
}
