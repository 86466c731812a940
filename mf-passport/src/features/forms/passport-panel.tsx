import type { LoginResult } from '@hanyu/session';
import { useTranslation } from 'react-i18next';
import styles from './forms.module.css';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { ResetForm } from './reset-form.tsx';
import { SocialButtons } from './social-buttons.tsx';

/** The panels of SPEC §2, toggled by one state value. */
export type PassportMode = 'login' | 'register' | 'reset' | 'none';
export type OpenMode = Exclude<PassportMode, 'none'>;

export interface PassportPanelProps {
  mode: OpenMode;
  onModeChange: (mode: OpenMode) => void;
  onSignedIn: (login: LoginResult) => void;
  /** Id of the heading, which names the dialog or page around it. */
  headingId: string;
  headingLevel?: 1 | 2;
  /** Where third-party sign-in comes back to; the current address by default. */
  redirect?: string;
}

/** Heading, form and the ways to the other panels, for the modal and the login page alike. */
export function PassportPanel({
  mode,
  onModeChange,
  onSignedIn,
  headingId,
  headingLevel = 2,
  redirect,
}: PassportPanelProps) {
  const { t } = useTranslation('passport');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const switchTo = (next: OpenMode, label: string) => (
    <button type="button" className={styles.linkButton} onClick={() => onModeChange(next)}>
      {label}
    </button>
  );

  return (
    <div className={styles.panel} data-mode={mode}>
      <Heading id={headingId} className={styles.heading}>
        {t(`title.${mode}`)}
      </Heading>
      <p className={styles.lead}>{t(`lead.${mode}`)}</p>
      {mode === 'login' && <LoginForm onSignedIn={onSignedIn} onForgot={() => onModeChange('reset')} />}
      {mode === 'register' && <RegisterForm onSignedIn={onSignedIn} />}
      {mode === 'reset' && <ResetForm />}
      {mode !== 'reset' && <SocialButtons {...(redirect ? { redirect } : {})} />}
      <p className={styles.switch}>
        {mode === 'login' && (
          <>
            {t('login.noAccount')} {switchTo('register', t('login.toRegister'))}
          </>
        )}
        {mode === 'register' && (
          <>
            {t('register.haveAccount')} {switchTo('login', t('register.toLogin'))}
          </>
        )}
        {mode === 'reset' && switchTo('login', t('reset.backToLogin'))}
      </p>
    </div>
  );
}
