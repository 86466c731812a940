import { ERROR_CODES, LANG_OWN_NAMES, LANGS, type Lang } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { isApiError } from '@hanyu/sdk';
import { sessionStore, useTimeZoneAsRendered } from '@hanyu/session';
import { Button, useLang } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { api } from '../../api.ts';
import { EmailPreferences } from '../notifications/email-preferences.tsx';
import form from '../page-frame/form.module.css';
import frame from '../page-frame/list-page.module.css';
import { useZoneChoices } from '../page-frame/zone-choices.ts';
import type { SettingsAnswer, settingsLoader } from './settings-loader.ts';
import styles from './settings-page.module.css';

/** user/setting (account settings, SPEC §2, §5): language, time zone, emails, password, deleting the account. */
export function SettingsPage() {
  const { t } = useTranslation('userCenter');
  const { settings, notificationPreferences } = useLoaderData<typeof settingsLoader>();
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{t('account.setting.heading')}</h1>
      <Preferences saved={settings} />
      <EmailPreferences saved={notificationPreferences} />
      <PasswordChange />
      <DeleteAccount />
    </div>
  );
}

/** The BCP 47 tag of each site language, for the option's `lang`. */
const LANGUAGE_TAGS: Record<Lang, string> = { 'zh-cn': 'zh-Hans', en: 'en', es: 'es', ja: 'ja', ko: 'ko' };

type Status =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done' }
  | { state: 'failed'; message: string };

function Preferences({ saved }: { saved: SettingsAnswer }) {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const navigate = useNavigate();
  const ids = { language: useId(), zone: useId(), reminders: useId() };
  const [language, setLanguage] = useState<Lang>(saved.language ?? lang);
  // Until one is chosen, the zone the page is shown in (the server's while the page hydrates).
  const shownZone = useTimeZoneAsRendered();
  const [chosenZone, setZone] = useState<string | null>(saved.time_zone);
  const zone = chosenZone ?? shownZone;
  const [reminders, setReminders] = useState(saved.lesson_reminder_emails);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const zones = useZoneChoices(zone);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setStatus({ state: 'busy' });
    try {
      const settings = await api.updateAccountSettings({
        body: { language, time_zone: zone, lesson_reminder_emails: reminders },
      });
      // Times across the site follow the zone (SPEC §4: kept in the utc cookie).
      if (settings.time_zone) sessionStore.getState().setTimeZone(settings.time_zone);
      sessionStore.setState((session) => ({
        user: session.user ? { ...session.user, time_zone: settings.time_zone } : session.user,
      }));
      setStatus({ state: 'done' });
      // The site language is the path's: the same page in the language chosen.
      if (language !== lang) navigate(`/${language}/user/setting`);
    } catch {
      setStatus({ state: 'failed', message: t('account.setting.editFailed') });
    }
  }

  return (
    <form className={form.section} onSubmit={onSubmit}>
      <h2 className={form.sectionTitle}>{t('account.setting.preferences.title')}</h2>
      <div className={form.grid}>
        <div className={form.field}>
          <label className={form.label} htmlFor={ids.language}>
            {t('account.setting.preferences.language')}
          </label>
          <select
            id={ids.language}
            className={form.input}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Lang)}
          >
            {LANGS.map((option) => (
              <option key={option} value={option} lang={LANGUAGE_TAGS[option]}>
                {LANG_OWN_NAMES[option]}
              </option>
            ))}
          </select>
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={ids.zone}>
            {t('account.setting.preferences.timeZone')}
          </label>
          <select
            id={ids.zone}
            className={form.input}
            value={zone}
            onChange={(event) => setZone(event.target.value)}
          >
            {zones.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <h3 className={styles.subTitle}>{t('account.setting.email.title')}</h3>
      <p className={form.hint}>{t('account.setting.email.address', { email: saved.email })}</p>
      <div className={form.check}>
        <input
          id={ids.reminders}
          type="checkbox"
          checked={reminders}
          onChange={(event) => setReminders(event.target.checked)}
        />
        <label htmlFor={ids.reminders}>{t('account.setting.email.reminders')}</label>
      </div>
      <div className={form.actions}>
        <Button type="submit" disabled={status.state === 'busy'}>
          {status.state === 'busy'
            ? t('account.setting.preferences.saving')
            : t('account.setting.preferences.save')}
        </Button>
      </div>
      <StatusLine status={status} done={t('account.setting.saved')} />
    </form>
  );
}

function StatusLine({ status, done }: { status: Status; done: string }) {
  return (
    <>
      <div aria-live="polite">{status.state === 'done' ? <p className={form.success}>{done}</p> : null}</div>
      {status.state === 'failed' ? (
        <p className={form.failure} role="alert">
          {status.message}
        </p>
      ) : null}
    </>
  );
}

/** Signs the page out after the server ended every session, and goes on (to sign in again, or home). */
function useSignedOutTo() {
  const navigate = useNavigate();
  return (path: string, message: string) => {
    sessionStore.getState().clear();
    bus.emit('toast:show', { message, kind: 'success' });
    navigate(path, { replace: true });
  };
}

function PasswordChange() {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const signedOutTo = useSignedOutTo();
  const ids = { old: useId(), new: useId(), confirm: useId(), note: useId(), error: useId() };
  const [values, setValues] = useState({ old: '', new: '', confirm: '' });
  const [fieldError, setFieldError] = useState<{ field: keyof typeof values; message: string }>();
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setStatus({ state: 'idle' });
    const empty = (['old', 'new'] as const).find((field) => values[field] === '');
    if (empty) return setFieldError({ field: empty, message: t('account.setting.password.missing') });
    if (values.new !== values.confirm) {
      return setFieldError({ field: 'confirm', message: t('account.setting.password.mismatch') });
    }
    setFieldError(undefined);
    setStatus({ state: 'busy' });
    try {
      await api.changePassword({ body: { old_password: values.old, new_password: values.new } });
      // Every session ended on the server (SPEC §5): this one too; sign in again with the new password.
      signedOutTo(
        `/${lang}/passport/login?redirect_url=${encodeURIComponent(`/${lang}/user/setting`)}`,
        t('account.setting.password.done'),
      );
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODES.wrongOldPassword) {
        setFieldError({ field: 'old', message: t('account.setting.password.wrong') });
        setStatus({ state: 'idle' });
      } else {
        setStatus({ state: 'failed', message: t('account.setting.password.failed') });
      }
    }
  }

  const input = (field: keyof typeof values, autoComplete: string) => (
    <div className={form.field}>
      <label className={form.label} htmlFor={ids[field]}>
        {t(`account.setting.password.${field}`)}
      </label>
      <input
        id={ids[field]}
        className={form.input}
        type="password"
        autoComplete={autoComplete}
        value={values[field]}
        aria-invalid={fieldError?.field === field ? true : undefined}
        aria-describedby={fieldError?.field === field ? ids.error : undefined}
        onChange={(event) => setValues((before) => ({ ...before, [field]: event.target.value }))}
      />
      {fieldError?.field === field ? (
        <p id={ids.error} className={form.fieldError}>
          {fieldError.message}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className={form.section} onSubmit={onSubmit} noValidate aria-describedby={ids.note}>
      <h2 className={form.sectionTitle}>{t('account.setting.password.title')}</h2>
      <p id={ids.note} className={form.hint}>
        {t('account.setting.password.note')}
      </p>
      <div className={form.grid}>
        <div className={form.wide}>{input('old', 'current-password')}</div>
        {input('new', 'new-password')}
        {input('confirm', 'new-password')}
      </div>
      <div className={form.actions}>
        <Button type="submit" disabled={status.state === 'busy'}>
          {status.state === 'busy'
            ? t('account.setting.password.submitting')
            : t('account.setting.password.submit')}
        </Button>
      </div>
      <StatusLine status={status} done="" />
    </form>
  );
}

function DeleteAccount() {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const signedOutTo = useSignedOutTo();
  const ids = { password: useId(), error: useId() };
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(t('account.setting.password.missing'));
    setBusy(true);
    setError(undefined);
    try {
      await api.deleteAccount({ body: { password } });
      signedOutTo(`/${lang}`, t('account.setting.delete.done'));
    } catch (failure) {
      setBusy(false);
      setError(
        isApiError(failure) && failure.code === ERROR_CODES.wrongOldPassword
          ? t('account.setting.delete.wrong')
          : t('account.setting.delete.failed'),
      );
    }
  }

  const consequences = ['signIn', 'personal', 'money', 'records'] as const;
  return (
    <section className={`${form.section} ${styles.dangerZone}`} aria-labelledby={`${ids.password}-title`}>
      <h2 id={`${ids.password}-title`} className={form.sectionTitle}>
        {t('account.setting.delete.title')}
      </h2>
      <p className={styles.explain}>{t('account.setting.delete.explain')}</p>
      <ul className={styles.consequences}>
        {consequences.map((key) => (
          <li key={key}>{t(`account.setting.delete.consequences.${key}`)}</li>
        ))}
      </ul>
      {open ? (
        <form onSubmit={onSubmit} noValidate>
          <div className={form.field}>
            <label className={form.label} htmlFor={ids.password}>
              {t('account.setting.delete.password')}
            </label>
            <input
              id={ids.password}
              className={form.input}
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            {error ? (
              <p id={ids.error} className={form.fieldError} role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div className={form.actions}>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {t('account.setting.delete.keep')}
            </Button>
            <Button type="submit" className={form.danger} disabled={busy}>
              {busy ? t('account.setting.delete.deleting') : t('account.setting.delete.confirm')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={form.actions}>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('account.setting.delete.start')}
          </Button>
        </div>
      )}
    </section>
  );
}
