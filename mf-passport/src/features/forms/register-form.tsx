import { COOKIES } from '@hanyu/contract';
import { currentLang } from '@hanyu/i18n';
import { readCookie } from '@hanyu/sdk';
import { type LoginResult, sessionStore } from '@hanyu/session';
import { Button } from '@hanyu/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErrorKey, isEmail, registerErrors } from '../passport-api/error-messages.ts';
import { passportApi, type RegisterBody } from '../passport-api/passport-api.ts';
import { EmailField, FormMessages, PasswordField } from './fields.tsx';
import styles from './forms.module.css';

export interface RegisterFormProps {
  onSignedIn: (login: LoginResult) => void;
}

type FieldErrors = { email?: ErrorKey; password?: ErrorKey; terms?: ErrorKey };

/** The registration payload of SPEC §3: language, time zone and the campaign the visitor came from. */
export function registrationPayload(email: string, password: string): RegisterBody {
  const campaign = {
    utm_source: readCookie(COOKIES.utmSource),
    utm_medium: readCookie(COOKIES.utmMedium),
    utm_campaign: readCookie(COOKIES.utmCampaign),
  };
  return {
    email,
    password,
    checked: true,
    language: currentLang(),
    time_zone: sessionStore.getState().timeZone,
    ...Object.fromEntries(Object.entries(campaign).filter(([, value]) => value)),
  };
}

/** SPEC §5 Register: the user agreement ticked, a password, and the server's answers mapped to messages. */
export function RegisterForm({ onSignedIn }: RegisterFormProps) {
  const { t } = useTranslation('passport');
  const lang = currentLang();
  const termsId = useId();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<ErrorKey[]>([]);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailRef.current?.value.trim() ?? '';
    const password = passwordRef.current?.value ?? '';
    const errors: FieldErrors = {
      email: !email ? 'emailRequired' : isEmail(email) ? undefined : 'emailFormat',
      password: password ? undefined : 'passwordRequired',
      terms: termsRef.current?.checked ? undefined : 'termsRequired',
    };
    setFieldErrors(errors);
    setServerErrors([]);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    if (errors.terms) return termsRef.current?.focus();

    setBusy(true);
    try {
      // The answer signs the new account in (SPEC §4).
      const login = await passportApi.register(registrationPayload(email, password));
      sessionStore.getState().signIn(login);
      onSignedIn(login);
    } catch (error) {
      setServerErrors(registerErrors(error));
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <EmailField ref={emailRef} error={fieldErrors.email} />
      <PasswordField ref={passwordRef} autoComplete="new-password" error={fieldErrors.password} />
      <div className={styles.checkField}>
        <input
          ref={termsRef}
          id={termsId}
          className={styles.checkbox}
          type="checkbox"
          name="terms"
          aria-invalid={fieldErrors.terms ? true : undefined}
          aria-describedby={fieldErrors.terms ? `${termsId}-error` : undefined}
        />
        <label htmlFor={termsId}>
          {t('register.termsBefore')}{' '}
          <a href={`/${lang}/about/terms`} target="_blank" rel="noopener">
            {t('register.termsLink')}
          </a>
        </label>
        {fieldErrors.terms && (
          <p id={`${termsId}-error`} className={styles.fieldError}>
            {t('errors.termsRequired')}
          </p>
        )}
      </div>
      <FormMessages errors={serverErrors} />
      <Button type="submit" className={styles.submit} disabled={busy}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
