import {
  AGE_RANGES,
  CHINESE_GRADES,
  contactIdFor,
  DELIVERY_WAYS,
  ERROR_CODES,
  GENDERS,
  HSK_LEVELS,
  JOBS,
  LOCALE_OF_LANG,
  missingProfileFields,
  PROFILE_COMPLETION_FIELDS,
  PROFILE_LANGUAGES,
  type Profile,
  PURPOSES,
  type UpdateCurrentUserBody,
} from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { sessionStore } from '@hanyu/session';
import { Button, useLang } from '@hanyu/ui';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { api } from '../../api.ts';
import form from '../page-frame/form.module.css';
import frame from '../page-frame/list-page.module.css';
import { useZoneChoices } from '../page-frame/zone-choices.ts';
import { AvatarField } from './avatar-field.tsx';
import type { profileLoader } from './profile-loader.ts';
import styles from './profile-page.module.css';

/** user/info (personal info, SPEC §2, §3): every profile field, with how far the profile is from complete. */
export function ProfilePage() {
  const { t } = useTranslation('userCenter');
  const { profile } = useLoaderData<typeof profileLoader>();
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{t('account.info.heading')}</h1>
      <ProfileForm saved={profile} />
    </div>
  );
}

/** The form's values: what the inputs hold ('' for "not set"). */
type Values = Record<Exclude<keyof Profile, 'email' | 'avatar'>, string>;

function valuesOf(profile: Profile): Values {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    nick_name: profile.nick_name,
    full_name: text(profile.full_name),
    gender: String(profile.gender),
    native_language: text(profile.native_language),
    time_zone: text(profile.time_zone),
    age_range: text(profile.age_range),
    job: text(profile.job),
    medium_language: text(profile.medium_language),
    purpose: text(profile.purpose),
    grade: text(profile.grade),
    hsk_level: text(profile.hsk_level),
    learning_plan: text(profile.learning_plan),
    wechat_id: text(profile.wechat_id),
    skype_id: text(profile.skype_id),
    delivery_way: text(profile.delivery_way),
  };
}

/** The profile the values describe, for the completion hint and the save. */
function profileOf(values: Values, base: Profile): Profile {
  const or = <T,>(value: string, parse: (text: string) => T): T | null =>
    value.trim() === '' ? null : parse(value.trim());
  return {
    ...base,
    nick_name: values.nick_name.trim(),
    full_name: or(values.full_name, String),
    gender: Number(values.gender) as Profile['gender'],
    native_language: or(values.native_language, (v) => v as Profile['native_language']),
    time_zone: or(values.time_zone, String),
    age_range: or(values.age_range, (v) => v as Profile['age_range']),
    job: or(values.job, (v) => v as Profile['job']),
    medium_language: or(values.medium_language, (v) => v as Profile['medium_language']),
    purpose: or(values.purpose, (v) => v as Profile['purpose']),
    grade: or(values.grade, (v) => v as Profile['grade']),
    hsk_level: or(values.hsk_level, (v) => Number(v) as Profile['hsk_level']),
    learning_plan: or(values.learning_plan, String),
    wechat_id: or(values.wechat_id, String),
    skype_id: or(values.skype_id, String),
    delivery_way: or(values.delivery_way, (v) => v as Profile['delivery_way']),
  };
}

type FieldErrors = Partial<Record<keyof Values, string>>;
type SaveState = { state: 'idle' } | { state: 'saving' } | { state: 'saved' } | { state: 'failed' };

function ProfileForm({ saved }: { saved: Profile }) {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const [values, setValues] = useState<Values>(() => valuesOf(saved));
  const [avatar, setAvatar] = useState(saved.avatar);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  const current = profileOf(values, { ...saved, avatar });
  const missing = missingProfileFields(current);
  const total = PROFILE_COMPLETION_FIELDS.length + (missing.includes('contact_id') ? 1 : 0);
  const percent = Math.round(((total - missing.length) / total) * 100);

  const set = (field: keyof Values) => (value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };
  const contactRequired = (way: 'wechat' | 'skype') =>
    t('account.info.contactRequired', { way: t(`account.info.delivery.${way}`) });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const way = current.delivery_way;
    if (!current.nick_name) {
      setErrors({ nick_name: t('account.info.required') });
      return;
    }
    // The booking's rule, checked before the server does.
    if ((way === 'wechat' || way === 'skype') && contactIdFor(way, current) === null) {
      setErrors({ [way === 'wechat' ? 'wechat_id' : 'skype_id']: contactRequired(way) });
      return;
    }
    const body: UpdateCurrentUserBody = Object.fromEntries(
      Object.keys(values).map((field) => [field, current[field as keyof Values]]),
    );
    setSave({ state: 'saving' });
    try {
      const user = await api.updateCurrentUser({ body });
      sessionStore.setState((session) => ({
        user: session.user ? { ...session.user, ...user } : session.user,
      }));
      // Times across the site follow the zone just chosen (SPEC §4 keeps it in the utc cookie).
      if (current.time_zone && current.time_zone !== saved.time_zone) {
        sessionStore.getState().setTimeZone(current.time_zone);
      }
      setSave({ state: 'saved' });
    } catch (error) {
      const fieldErrors = isApiError(error) && error.status < 500 ? fieldErrorsOf(error) : {};
      setErrors(fieldErrors);
      setSave({ state: 'failed' });
    }
  }

  function fieldErrorsOf(error: { code: number; issues: ReadonlyArray<{ path: string }> }): FieldErrors {
    const found: FieldErrors = {};
    for (const issue of error.issues) {
      if (!(issue.path in values)) continue;
      found[issue.path as keyof Values] =
        error.code === ERROR_CODES.contactIdRequired &&
        (issue.path === 'wechat_id' || issue.path === 'skype_id')
          ? contactRequired(issue.path === 'wechat_id' ? 'wechat' : 'skype')
          : t('account.info.invalid');
    }
    return found;
  }

  const languageName = useLanguageNames(lang);
  const zones = useZoneChoices(values.time_zone);
  const props = (field: keyof Values) => ({
    value: values[field],
    onChange: set(field),
    error: errors[field],
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <section className={`${form.section} ${styles.progress}`} aria-labelledby="profile-progress">
        <p id="profile-progress" className={styles.progressTitle}>
          {missing.length === 0 ? t('account.info.complete') : t('account.info.progress', { percent })}
        </p>
        <div
          className={styles.bar}
          role="progressbar"
          aria-labelledby="profile-progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className={styles.barFill} style={{ width: `${percent}%` }} />
        </div>
        <p className={form.hint}>
          {missing.length === 0
            ? t('account.info.intro')
            : t('account.info.remaining', {
                fields: missing.map((field) => t(`account.info.fields.${field}`)).join(', '),
              })}
        </p>
      </section>

      <section className={form.section}>
        <h2 className={form.sectionTitle}>{t('account.info.sections.about')}</h2>
        <AvatarField avatar={avatar} onChange={setAvatar} />
        <div className={form.grid}>
          <TextField field="nick_name" {...props('nick_name')} maxLength={50} autoComplete="nickname" />
          <TextField field="full_name" {...props('full_name')} maxLength={100} autoComplete="name" />
          <SelectField
            field="gender"
            {...props('gender')}
            required
            options={GENDERS.map((value) => [String(value), t(`account.info.gender.${value}`)])}
          />
          <SelectField
            field="age_range"
            {...props('age_range')}
            options={AGE_RANGES.map((value) => [value, t(`account.info.age.${value}`)])}
          />
          <SelectField
            field="native_language"
            {...props('native_language')}
            options={PROFILE_LANGUAGES.map((code) => [code, languageName(code)])}
          />
          <SelectField field="time_zone" {...props('time_zone')} options={zones} />
          <SelectField
            field="job"
            {...props('job')}
            options={JOBS.map((value) => [value, t(`account.info.job.${value}`)])}
          />
        </div>
      </section>

      <section className={form.section}>
        <h2 className={form.sectionTitle}>{t('account.info.sections.learning')}</h2>
        <div className={form.grid}>
          <SelectField
            field="medium_language"
            {...props('medium_language')}
            options={PROFILE_LANGUAGES.map((code) => [code, languageName(code)])}
          />
          <SelectField
            field="purpose"
            {...props('purpose')}
            options={PURPOSES.map((value) => [value, t(`account.info.purpose.${value}`)])}
          />
          <SelectField
            field="grade"
            {...props('grade')}
            options={CHINESE_GRADES.map((value) => [value, t(`account.info.grade.${value}`)])}
          />
          <SelectField
            field="hsk_level"
            {...props('hsk_level')}
            options={HSK_LEVELS.map((value) => [String(value), t(`account.info.hsk.${value}`)])}
          />
          <TextField field="learning_plan" {...props('learning_plan')} maxLength={2000} multiline wide />
        </div>
      </section>

      <section className={form.section}>
        <h2 className={form.sectionTitle}>{t('account.info.sections.contact')}</h2>
        <p className={form.hint}>{t('account.info.contactHint')}</p>
        <div className={form.grid}>
          <SelectField
            field="delivery_way"
            {...props('delivery_way')}
            emptyLabel={t('account.info.delivery.none')}
            options={DELIVERY_WAYS.map((way) => [way, t(`account.info.delivery.${way}`)])}
            wide
          />
          <TextField field="wechat_id" {...props('wechat_id')} maxLength={64} />
          <TextField field="skype_id" {...props('skype_id')} maxLength={64} />
        </div>
      </section>

      <div className={form.actions}>
        <Button type="submit" disabled={save.state === 'saving'}>
          {save.state === 'saving' ? t('account.info.saving') : t('account.info.save')}
        </Button>
      </div>
      <div aria-live="polite">
        {save.state === 'saved' ? <p className={form.success}>{t('account.info.saved')}</p> : null}
      </div>
      {save.state === 'failed' ? (
        <p className={form.failure} role="alert">
          {t('account.info.editFailed')}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Language names in the page language, by the browser's own list (Intl.DisplayNames); the codes until the
 * page has hydrated, since the server's names (its ICU) may differ from the browser's.
 */
/**
 * Languages named in the page language by the runtime (Intl.DisplayNames), on the server as in the browser, so
 * the first page shows "Spanish", never "es". A browser whose ICU words a name differently keeps the server's
 * (the options suppress that one text difference).
 */
function useLanguageNames(lang: string): (code: string) => string {
  return useMemo(() => {
    const names =
      typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames([LOCALE_OF_LANG[lang as keyof typeof LOCALE_OF_LANG] ?? lang], {
            type: 'language',
          })
        : undefined;
    return (code: string) => {
      const name = names?.of(code) ?? code;
      return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
    };
  }, [lang]);
}

interface FieldProps {
  field: keyof Values;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  wide?: boolean;
}

function Field({
  field,
  error,
  wide,
  children,
}: Pick<FieldProps, 'field' | 'error' | 'wide'> & {
  children: (ids: { id: string; errorId: string }) => ReactNode;
}) {
  const { t } = useTranslation('userCenter');
  const id = useId();
  const errorId = useId();
  return (
    <div className={`${form.field} ${wide ? form.wide : ''}`}>
      <label className={form.label} htmlFor={id}>
        {t(`account.info.fields.${field}`)}
      </label>
      {children({ id, errorId })}
      {error ? (
        <p id={errorId} className={form.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TextField({
  maxLength,
  multiline,
  autoComplete,
  ...props
}: FieldProps & { maxLength: number; multiline?: boolean; autoComplete?: string }) {
  const { field, value, onChange, error } = props;
  return (
    <Field {...props}>
      {({ id, errorId }) => {
        const common = {
          id,
          name: field,
          className: form.input,
          value,
          maxLength,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        };
        return multiline ? (
          <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...common}
            type="text"
            autoComplete={autoComplete ?? 'off'}
            onChange={(event) => onChange(event.target.value)}
          />
        );
      }}
    </Field>
  );
}

function SelectField({
  options,
  required,
  emptyLabel,
  ...props
}: FieldProps & { options: Array<[string, string]>; required?: boolean; emptyLabel?: string }) {
  const { t } = useTranslation('userCenter');
  const { field, value, onChange, error } = props;
  return (
    <Field {...props}>
      {({ id, errorId }) => (
        <select
          id={id}
          name={field}
          className={form.input}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {required ? null : <option value="">{emptyLabel ?? t('account.info.choose')}</option>}
          {options.map(([optionValue, label]) => (
            <option key={optionValue} value={optionValue} suppressHydrationWarning>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
