import { COOKIES, REDIRECT_COOKIE_MAX_AGE_MINUTES } from '@hanyu/contract';
import { currentLang } from '@hanyu/i18n';
import { writeCookie } from '@hanyu/sdk';
import { useHostBrand } from '@hanyu/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErrorKey, oauthErrors } from '../passport-api/error-messages.ts';
import { type OAuthType, passportApi } from '../passport-api/passport-api.ts';
import { FormMessages } from './fields.tsx';
import styles from './forms.module.css';

/**
 * SPEC §4 third-party sign-in: remember where to come back to for 10 minutes, then leave for the
 * provider, which returns to passport/callback/{type}.
 */
export async function startOAuth(type: OAuthType, redirect: string): Promise<void> {
  writeCookie(COOKIES.redirect, redirect, { maxAgeSeconds: REDIRECT_COOKIE_MAX_AGE_MINUTES * 60 });
  const callback = `${location.origin}/${currentLang()}/passport/callback/${type}`;
  const { url } = await passportApi.oauthUrl(type, callback);
  location.assign(url);
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
      />
    </svg>
  );
}

/** Google and Facebook sign-in, offered only where the brand allows it (SPEC §2). */
export function SocialButtons({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('passport');
  const [errors, setErrors] = useState<ErrorKey[]>([]);
  if (!useHostBrand().socialLogin) return null;

  const start = (type: OAuthType) => {
    setErrors([]);
    startOAuth(type, redirect ?? window.location.pathname + window.location.search).catch((error) =>
      setErrors(oauthErrors(error)),
    );
  };

  return (
    <div className={styles.social} data-testid="social-login">
      <p className={styles.divider}>
        <span>{t('social.or')}</span>
      </p>
      <button type="button" className={styles.socialButton} onClick={() => start('google')}>
        <GoogleMark />
        {t('social.google')}
      </button>
      <button type="button" className={styles.socialButton} onClick={() => start('facebook')}>
        <FacebookMark />
        {t('social.facebook')}
      </button>
      <FormMessages errors={errors} />
    </div>
  );
}
