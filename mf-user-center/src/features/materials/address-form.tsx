import { type DeliveryAddress, DeliveryAddressBody } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { Button, useHydrated, useLang } from '@hanyu/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import * as v from 'valibot';
import { api } from '../../api.ts';
import fields from '../page-frame/form-fields.module.css';
import { countryOptions } from './country-names.ts';

type Field = keyof DeliveryAddressBody;
const FIELDS: Field[] = ['name', 'phone', 'country', 'region', 'city', 'street', 'postal_code'];
const LABELS: Record<Field, string> = {
  name: 'name',
  phone: 'phone',
  country: 'country',
  region: 'region',
  city: 'city',
  street: 'street',
  postal_code: 'postalCode',
};
const AUTOCOMPLETE: Record<Field, string> = {
  name: 'name',
  phone: 'tel',
  country: 'country',
  region: 'address-level1',
  city: 'address-level2',
  street: 'street-address',
  postal_code: 'postal-code',
};

/**
 * The fields the contract's schema finds at fault: the check the server makes, made before asking it, so
 * what the form refuses and what the API refuses cannot drift apart.
 */
function fieldsInvalid(body: Record<Field, string>): Field[] {
  const result = v.safeParse(DeliveryAddressBody, body);
  if (result.success) return [];
  return FIELDS.filter((field) => result.issues.some((issue) => issue.path?.[0]?.key === field));
}

/** The fields a refusal names (its issues' paths end with the field). */
function fieldsAtFault(error: unknown): Field[] {
  if (!isApiError(error)) return [];
  return FIELDS.filter((field) => error.issues.some((issue) => issue.path.split('.').at(-1) === field));
}

/** The one delivery address: filled from the saved one, saved with PUT /user/delivery/address. */
export function AddressForm({
  saved,
  onDone,
}: {
  saved: DeliveryAddress | null;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const revalidator = useRevalidator();
  // Country names come from the runtime's ICU data, which the server's and the browser's may word apart:
  // the list is filled once hydrated, so the server's markup is adopted as it is.
  const hydrated = useHydrated();
  const countries = useMemo(() => (hydrated ? countryOptions(lang) : []), [hydrated, lang]);
  const id = useId();
  const [faults, setFaults] = useState<Field[]>([]);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const value = (field: Field) =>
      (form.elements.namedItem(field) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
    const body = Object.fromEntries(FIELDS.map((field) => [field, value(field)])) as Record<Field, string>;
    const invalid = fieldsInvalid(body);
    if (invalid.length > 0) {
      setFaults(invalid);
      setFailed(false);
      return;
    }
    setSaving(true);
    setFailed(false);
    try {
      await api.saveDeliveryAddress({ body });
      setFaults([]);
      await revalidator.revalidate();
      onDone(true);
    } catch (error) {
      const named = fieldsAtFault(error);
      setFaults(named);
      setFailed(named.length === 0);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={fields.form} onSubmit={submit} aria-busy={saving}>
      {failed ? (
        <p className={fields.formError} role="alert">
          {t('myMaterials.address.failed')}
        </p>
      ) : null}
      <div className={fields.grid}>
        {FIELDS.map((field) => {
          const inputId = `${id}-${field}`;
          const errorId = `${inputId}-error`;
          const faulty = faults.includes(field);
          const common = {
            id: inputId,
            name: field,
            className: fields.input,
            required: field !== 'region',
            autoComplete: AUTOCOMPLETE[field],
            defaultValue: saved?.[field] ?? '',
            'aria-invalid': faulty || undefined,
            'aria-describedby': faulty ? errorId : undefined,
          };
          return (
            <div key={field} className={fields.field}>
              <label className={fields.label} htmlFor={inputId}>
                {t(`myMaterials.address.${LABELS[field]}` as 'myMaterials.address.name')}
              </label>
              {field === 'country' ? (
                <select {...common}>
                  <option value="">—</option>
                  {!hydrated && saved ? <option value={saved.country}>{saved.country}</option> : null}
                  {countries.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type={field === 'phone' ? 'tel' : 'text'}
                  inputMode={field === 'phone' ? 'tel' : undefined}
                />
              )}
              {faulty ? (
                <p id={errorId} className={fields.fieldError}>
                  {t(`myMaterials.address.invalid.${field}`)}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className={fields.actions}>
        <Button type="submit" disabled={saving}>
          {saving ? t('myMaterials.address.saving') : t('myMaterials.address.save')}
        </Button>
        {saved ? (
          <Button type="button" variant="secondary" onClick={() => onDone(false)}>
            {t('myMaterials.address.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
