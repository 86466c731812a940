import { type LoginResult, sessionStore } from '@hanyu/session';
import { Button } from '@hanyu/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErrorKey, isEmail, loginErrors } from '../passport-api/error-messages.ts';
import { passportApi } from '../passport-api/passport-api.ts';
import { EmailField, FormMessages, PasswordField } from './fields.tsx';
import styles from './forms.module.css';

export interface LoginFormProps {
  /** Called after the session is stored. */
  onSignedIn: (login: LoginResult) => void;
  onForgot: () => void;
}

/** SPEC §5 Login: email and password required, the email's format checked before sending. */
export function LoginForm({ onSignedIn, onForgot }: LoginFormProps) {
  const { t } = useTranslation('passport');
  const [fieldErrors, setFieldErrors] = useState<{ email?: ErrorKey; password?: ErrorKey }>({});
  const [serverErrors, setServerErrors] = useState<ErrorKey[]>([]);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailRef.current?.value.trim() ?? '';
    const password = passwordRef.current?.value ?? '';
    const errors = {
      email: !email ? ('emailRequired' as const) : isEmail(email) ? undefined : ('emailFormat' as const),
      password: password ? undefined : ('passwordRequired' as const),
    };
    setFieldErrors(errors);
    setServerErrors([]);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();

    setBusy(true);
    try {
      const login = await passportApi.login({ email, password });
      sessionStore.getState().signIn(login);
      onSignedIn(login);
    } catch (error) {
      setServerErrors(loginErrors(error));
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <EmailField ref={emailRef} error={fieldErrors.email} />
      <PasswordField ref={passwordRef} autoComplete="current-password" error={fieldErrors.password} />
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={onForgot}>
          {t('login.forgot')}
        </button>
      </div>
      <FormMessages errors={serverErrors} />
      <Button type="submit" className={styles.submit} disabled={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
