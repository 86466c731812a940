import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorKey } from '../passport-api/error-messages.ts';
import styles from './forms.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  label: string;
  /** Shown under the input and announced with it. */
  error?: ErrorKey | undefined;
}

/** A labelled input whose error is tied to it with aria-describedby. */
export function TextField({ label, error, id, ...input }: TextFieldProps) {
  const { t } = useTranslation('passport');
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {t(`errors.${error}`)}
        </p>
      )}
    </div>
  );
}

type FieldProps = Pick<TextFieldProps, 'ref' | 'error'>;

/** The email field every passport form starts with. */
export function EmailField(props: FieldProps) {
  const { t } = useTranslation('passport');
  return (
    <TextField
      label={t('fields.email')}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('fields.emailPlaceholder')}
      required
      {...props}
    />
  );
}

/** A password field; `autoComplete` tells password managers whether it is the current or a new one. */
export function PasswordField({
  autoComplete,
  label,
  ...props
}: FieldProps & { autoComplete: 'current-password' | 'new-password'; label?: string }) {
  const { t } = useTranslation('passport');
  return (
    <TextField
      label={label ?? t('fields.password')}
      name="password"
      type="password"
      autoComplete={autoComplete}
      required
      {...props}
    />
  );
}

/**
 * The server's answer to the form. The region is always in the page so screen readers announce what is
 * put in it; a field's own error is read with the field, which takes the focus.
 */
export function FormMessages({ errors, status }: { errors: ErrorKey[]; status?: ReactNode }) {
  const { t } = useTranslation('passport');
  return (
    <div className={styles.messages} aria-live="assertive" aria-atomic="true">
      {errors.length > 0 && (
        <ul className={styles.errorList} data-testid="form-errors">
          {errors.map((key) => (
            <li key={key}>{t(`errors.${key}`)}</li>
          ))}
        </ul>
      )}
      {status && <p className={styles.status}>{status}</p>}
    </div>
  );
}
