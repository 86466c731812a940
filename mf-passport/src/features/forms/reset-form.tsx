import { bus } from '@hanyu/event-bus';
import { Button } from '@hanyu/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErrorKey, isEmail, resetErrors } from '../passport-api/error-messages.ts';
import { passportApi } from '../passport-api/passport-api.ts';
import { EmailField, FormMessages } from './fields.tsx';
import styles from './forms.module.css';

/** SPEC §8: the link-sent toast stays 5 s, longer than the 2.5 s default. */
export const RESET_SENT_TOAST_MS = 5_000;

/** SPEC §5 Reset: asks for the link that sets a new password. */
export function ResetForm() {
  const { t } = useTranslation('passport');
  const [fieldError, setFieldError] = useState<ErrorKey | undefined>();
  const [serverErrors, setServerErrors] = useState<ErrorKey[]>([]);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailRef.current?.value.trim() ?? '';
    const error = !email ? 'emailRequired' : isEmail(email) ? undefined : 'emailFormat';
    setFieldError(error);
    setServerErrors([]);
    setSent(false);
    if (error) return emailRef.current?.focus();

    setBusy(true);
    try {
      await passportApi.sendResetLink(email);
      setSent(true);
      bus.emit('toast:show', { message: t('reset.sent'), kind: 'success', duration: RESET_SENT_TOAST_MS });
    } catch (failure) {
      setServerErrors(resetErrors(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <EmailField ref={emailRef} error={fieldError} />
      <FormMessages errors={serverErrors} status={sent ? t('reset.sent') : undefined} />
      <Button type="submit" className={styles.submit} disabled={busy}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
