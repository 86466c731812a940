import {
  COUPON_DISCOUNT_TYPES,
  type CouponDiscountType,
  CreateCouponBody,
  ERROR_CODES,
  OPERATOR_MESSAGES,
  yuanInputToMinor,
} from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { Button } from '@hanyu/ui';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import * as v from 'valibot';
import { api } from '../../api.ts';
import page from '../centre-frame/centre-page.module.css';

type Problem = 'codeTaken' | 'noCourse' | 'percentTooHigh' | 'startsBeforeEnds' | 'invalid' | 'failed';

/** The contract's refusals of a new coupon, as the form says them. */
function problemOf(messages: readonly string[]): Problem {
  if (messages.includes(OPERATOR_MESSAGES.percentTooHigh)) return 'percentTooHigh';
  if (messages.includes(OPERATOR_MESSAGES.startsBeforeEnds)) return 'startsBeforeEnds';
  return 'invalid';
}

const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);
const integerOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * A new coupon with the rules of SPEC §5: checked with the contract's schema before it is sent, and the API's
 * refusals (a code taken, a course that does not exist) said in the operator's language.
 */
export function NewCouponForm() {
  const { t } = useTranslation('service');
  const revalidator = useRevalidator();
  const id = useId();
  const [type, setType] = useState<CouponDiscountType>('percent');
  const [state, setState] = useState<
    | { status: 'idle' | 'sending' }
    | { status: 'created'; code: string }
    | { status: 'problem'; problem: Problem }
  >({ status: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
    const text = (name: string) => (input(name)?.value ?? '').trim();
    const value = type === 'fixed' ? yuanInputToMinor(text('value')) : integerOf(text('value'));
    const body = {
      code: text('code'),
      discount_type: type,
      discount_value: value ?? Number.NaN,
      ...(text('min') ? { min_amount_yuan: integerOf(text('min')) } : {}),
      ...(text('perUser') ? { per_user_limit: integerOf(text('perUser')) } : {}),
      new_users_only: input('newUsersOnly')?.checked ?? false,
      ...(text('startsAt') ? { starts_at: isoOf(text('startsAt')) } : {}),
      ...(text('endsAt') ? { ends_at: isoOf(text('endsAt')) } : {}),
      ...(text('courseId') ? { course_id: integerOf(text('courseId')) } : {}),
    };
    const checked = v.safeParse(CreateCouponBody, body);
    if (!checked.success) {
      setState({ status: 'problem', problem: problemOf(checked.issues.map((issue) => issue.message)) });
      return;
    }
    setState({ status: 'sending' });
    try {
      const created = await api.createCoupon({ body: checked.output });
      setState({ status: 'created', code: created.code });
      form.reset();
      void revalidator.revalidate();
    } catch (error) {
      if (isApiError(error) && error.status === 409) setState({ status: 'problem', problem: 'codeTaken' });
      else if (isApiError(error) && error.code === ERROR_CODES.notFound)
        setState({ status: 'problem', problem: 'noCourse' });
      else if (isApiError(error) && error.status === 400)
        setState({
          status: 'problem',
          problem: problemOf([error.message, ...error.issues.map((i) => i.message)]),
        });
      else setState({ status: 'problem', problem: 'failed' });
    }
  }

  const field = (name: string, label: string, input: ReactElement) => (
    <div className={page.field}>
      <label className={page.label} htmlFor={`${id}-${name}`}>
        {label}
      </label>
      {input}
    </div>
  );

  return (
    <form className={`${page.card} ${page.form}`} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('coupons.new')}</h2>
      <div className={page.grid}>
        {field(
          'code',
          t('coupons.code'),
          <input id={`${id}-code`} name="code" required maxLength={32} autoComplete="off" />,
        )}
        {field(
          'type',
          t('coupons.type'),
          <select
            id={`${id}-type`}
            value={type}
            onChange={(event) => setType(event.target.value as CouponDiscountType)}
          >
            {COUPON_DISCOUNT_TYPES.map((each) => (
              <option key={each} value={each}>
                {t(`coupons.types.${each}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'value',
          type === 'percent' ? t('coupons.percentValue') : t('coupons.fixedValue'),
          <input id={`${id}-value`} name="value" inputMode="decimal" required autoComplete="off" />,
        )}
        {field(
          'min',
          t('coupons.minYuan'),
          <input id={`${id}-min`} name="min" inputMode="numeric" placeholder="0" />,
        )}
        {field(
          'perUser',
          t('coupons.perUser'),
          <input id={`${id}-perUser`} name="perUser" inputMode="numeric" placeholder="1" />,
        )}
        {field(
          'startsAt',
          t('coupons.startsAt'),
          <input id={`${id}-startsAt`} name="startsAt" type="datetime-local" />,
        )}
        {field(
          'endsAt',
          t('coupons.endsAt'),
          <input id={`${id}-endsAt`} name="endsAt" type="datetime-local" />,
        )}
        {field(
          'courseId',
          t('coupons.courseId'),
          <input id={`${id}-courseId`} name="courseId" inputMode="numeric" />,
        )}
      </div>
      <label className={page.check}>
        <input type="checkbox" name="newUsersOnly" />
        {t('coupons.newUsersOnly')}
      </label>
      <Button type="submit" disabled={state.status === 'sending'}>
        {t('coupons.create')}
      </Button>
      <p className={page.status} role="status">
        {state.status === 'created' ? t('coupons.created', { code: state.code }) : ''}
      </p>
      {state.status === 'problem' ? (
        <p className={page.error} role="alert">
          {t(`coupons.problem.${state.problem}`)}
        </p>
      ) : null}
    </form>
  );
}
