import { COOKIES, sameSitePath } from '@hanyu/contract';
import { readCookie, removeCookie } from '@hanyu/sdk';
import { sessionStore } from '@hanyu/session';
import { buttonClassName, Card, Spinner } from '@hanyu/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { FormMessages } from '../forms/fields.tsx';
import formStyles from '../forms/forms.module.css';
import styles from '../login-page/login-page.module.css';
import { type ErrorKey, oauthErrors } from '../passport-api/error-messages.ts';
import { type OAuthType, passportApi } from '../passport-api/passport-api.ts';

/** Leaves for the page the sign-in started from: a full load, so every part of the site sees the session. */
export function finishSignIn(
  lang: string,
  go: (url: string) => void = (url) => window.location.replace(url),
) {
  const remembered = sameSitePath(readCookie(COOKIES.redirect));
  removeCookie(COOKIES.redirect);
  go(remembered ?? `/${lang}`);
}

/**
 * passport/callback/{type} (SPEC §2, §4): the provider sends the visitor back here with a code and the
 * state it was given. The server checks the state (single use, 10 minutes) and the PKCE verifier, then
 * signs the visitor in; the page returns them to the address kept in the redirect cookie.
 */
export function OAuthCallbackPage() {
  const { t } = useTranslation('passport');
  const { lang = 'en' } = useParams();
  const [search] = useSearchParams();
  // The route is passport/callback/{type}, one per provider.
  const type = useLocation().pathname.split('/').pop() as OAuthType;
  const headingId = useId();
  const [errors, setErrors] = useState<ErrorKey[]>([]);
  // A code can be exchanged once; a second effect run (development's strict mode) must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const code = search.get('code');
    const state = search.get('state');
    if (search.get('error') === 'access_denied') return setErrors(['oauthCancelled']);
    if (!code || !state || search.get('error')) return setErrors(['oauthFailed']);
    passportApi.oauthLogin(type, code, state).then(
      (login) => {
        sessionStore.getState().signIn(login);
        finishSignIn(lang);
      },
      (error) => setErrors(oauthErrors(error)),
    );
  }, [search, type, lang]);

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <Card className={styles.card}>
        <h1 id={headingId} className={formStyles.heading}>
          {errors.length === 0 ? t('title.callback') : t('title.login')}
        </h1>
        {errors.length === 0 ? (
          <Spinner label={t('callback.inProgress')} />
        ) : (
          <div className={formStyles.form}>
            <FormMessages errors={errors} />
            <Link className={`${buttonClassName()} ${formStyles.submit}`} to={`/${lang}/passport/login`}>
              {t('callback.backToLogin')}
            </Link>
          </div>
        )}
      </Card>
    </section>
  );
}
