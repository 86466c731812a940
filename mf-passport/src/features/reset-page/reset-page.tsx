import { bus } from '@hanyu/event-bus';
import { isApiError } from '@hanyu/sdk';
import { sessionStore } from '@hanyu/session';
import { Button, buttonClassName, Card } from '@hanyu/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { FormMessages, PasswordField } from '../forms/fields.tsx';
import formStyles from '../forms/forms.module.css';
import styles from '../login-page/login-page.module.css';
import { type ErrorKey, newPasswordErrors } from '../passport-api/error-messages.ts';
import { passportApi } from '../passport-api/passport-api.ts';

type LinkState = 'open' | 'expired' | 'done';

/**
 * Whether the code still opens: any refusal (an unknown, spent, expired or malformed code) is an expired link,
 * shown by the page, on the server too. No answer at all (a 5xx, the network) is thrown to the route's error
 * boundary: the server gives its render up and the browser asks again.
 */
export async function resetLinkLoader({ params }: LoaderFunctionArgs): Promise<{ link: LinkState }> {
  try {
    await passportApi.checkResetLink(params.code ?? '');
    return { link: 'open' };
  } catch (error) {
    if (isApiError(error) && error.status > 0 && error.status < 500) return { link: 'expired' };
    throw error;
  }
}

/**
 * passport/reset/{code} (SPEC §2, §5): the page a reset email links to. It checks the link, asks for the
 * new password, and after success sends the visitor to log in again: the reset ended every session.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('passport');
  const { lang, code = '' } = useParams();
  const headingId = useId();
  const checked = useLoaderData<typeof resetLinkLoader>();
  // What happened on this page since the check: the link was spent or expired, or the password is set.
  const [outcome, setOutcome] = useState<LinkState>();
  const state = outcome ?? checked.link;

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <Card className={styles.card}>
        <h1 id={headingId} className={formStyles.heading}>
          {state === 'done' ? t('reset.success') : t('title.resetPassword')}
        </h1>
        {state === 'open' && (
          <NewPasswordForm
            code={code}
            onExpired={() => setOutcome('expired')}
            onDone={() => setOutcome('done')}
          />
        )}
        {state === 'expired' && (
          <div role="alert" className={formStyles.form}>
            <p className={formStyles.errorList}>{t('errors.linkExpired')}</p>
            <p className={formStyles.lead}>{t('resetPage.expiredLead')}</p>
            <Link
              className={`${buttonClassName()} ${formStyles.submit}`}
              to={`/${lang}/passport/login?mode=reset`}
            >
              {t('resetPage.requestAgain')}
            </Link>
          </div>
        )}
        {state === 'done' && (
          <div role="status" className={formStyles.form}>
            <p className={formStyles.lead}>{t('resetPage.successLead')}</p>
            <Link className={`${buttonClassName()} ${formStyles.submit}`} to={`/${lang}/passport/login`}>
              {t('resetPage.toLogin')}
            </Link>
          </div>
        )}
      </Card>
    </section>
  );
}

function NewPasswordForm({
  code,
  onExpired,
  onDone,
}: {
  code: string;
  onExpired: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('passport');
  const [fieldError, setFieldError] = useState<ErrorKey | undefined>();
  const [serverErrors, setServerErrors] = useState<ErrorKey[]>([]);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = passwordRef.current?.value ?? '';
    setFieldError(password ? undefined : 'passwordRequired');
    setServerErrors([]);
    if (!password) return passwordRef.current?.focus();

    setBusy(true);
    try {
      await passportApi.resetPassword(code, password);
      // Every session of the account ended on the server; this browser's goes too.
      sessionStore.getState().clear();
      bus.emit('toast:show', { message: t('reset.success'), kind: 'success' });
      onDone();
    } catch (error) {
      const errors = newPasswordErrors(error);
      if (errors.includes('linkExpired')) return onExpired();
      setServerErrors(errors);
      setBusy(false);
    }
  }

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <p className={formStyles.lead}>{t('resetPage.lead')}</p>
      <PasswordField
        ref={passwordRef}
        autoComplete="new-password"
        label={t('resetPage.newPassword')}
        error={fieldError}
      />
      <FormMessages errors={serverErrors} />
      <Button type="submit" className={formStyles.submit} disabled={busy}>
        {t('resetPage.submit')}
      </Button>
    </form>
  );
}
