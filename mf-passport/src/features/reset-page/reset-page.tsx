import { bus } from '@hanyu/event-bus';
import { isApiError } from '@hanyu/sdk';
import { sessionStore } from '@hanyu/session';
import { Button, buttonClassName, Card, Spinner } from '@hanyu/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData, useParams, useRevalidator } from 'react-router';
import { FormMessages, PasswordField } from '../forms/fields.tsx';
import formStyles from '../forms/forms.module.css';
import styles from '../login-page/login-page.module.css';
import { type ErrorKey, newPasswordErrors } from '../passport-api/error-messages.ts';
import { passportApi } from '../passport-api/passport-api.ts';

type LinkState = 'open' | 'expired' | 'unreachable' | 'done';

/** Whether the code still opens: any refusal is an expired link, no answer at all can be retried. */
async function checkLink(code: string): Promise<LinkState> {
  try {
    await passportApi.checkResetLink(code);
    return 'open';
  } catch (error) {
    return isApiError(error) && error.status > 0 && error.status < 500 ? 'expired' : 'unreachable';
  }
}

export async function resetLinkLoader({ params }: LoaderFunctionArgs): Promise<{ link: LinkState }> {
  return { link: await checkLink(params.code ?? '') };
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
  const revalidator = useRevalidator();
  // What happened on this page since the check: the link was spent or expired, or the password is set.
  const [outcome, setOutcome] = useState<LinkState>();
  const state = outcome ?? checked.link;

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <Card className={styles.card}>
        <h1 id={headingId} className={formStyles.heading}>
          {state === 'done' ? t('reset.success') : t('title.resetPassword')}
        </h1>
        {revalidator.state === 'loading' && <Spinner label={t('resetPage.checking')} />}
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
        {state === 'unreachable' && (
          <div role="alert" className={formStyles.form}>
            <p className={formStyles.errorList}>{t('errors.unavailable')}</p>
            <Button type="button" onClick={() => revalidator.revalidate()}>
              {t('resetPage.retry')}
            </Button>
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
