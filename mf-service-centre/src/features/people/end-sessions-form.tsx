import { OPERATOR_NOTE_MAX_LENGTH } from '@hanyu/contract';
import { Button } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import page from '../centre-frame/centre-page.module.css';

/** Ends every sign-in of the person (as a password change does), with the reason the audit log keeps. */
export function EndSessionsForm({ userId }: { userId: number }) {
  const { t } = useTranslation('service');
  const revalidator = useRevalidator();
  const id = useId();
  const [reason, setReason] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'invalid' | 'failed'>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') {
      setState('invalid');
      return;
    }
    setState('sending');
    try {
      await api.endPersonSessions({ params: { user_id: String(userId) }, body: { reason: reason.trim() } });
      setState('done');
      setReason('');
      void revalidator.revalidate();
    } catch {
      setState('failed');
    }
  }

  return (
    <form className={page.form} onSubmit={submit}>
      <label className={page.label} htmlFor={`${id}-reason`}>
        {t('endSessions.reason')}
      </label>
      <textarea
        id={`${id}-reason`}
        rows={2}
        maxLength={OPERATOR_NOTE_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
      />
      <Button type="submit" variant="secondary" disabled={state === 'sending'}>
        {t('endSessions.submit')}
      </Button>
      <p className={page.status} role="status">
        {state === 'done' ? t('endSessions.done') : ''}
      </p>
      {state === 'invalid' || state === 'failed' ? (
        <p className={page.error} role="alert">
          {t(`endSessions.${state}`)}
        </p>
      ) : null}
    </form>
  );
}
