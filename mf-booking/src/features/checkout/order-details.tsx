import {
  COUPON_CODE_MAX_LENGTH,
  COURSE_KINDS,
  type CourseKind,
  type OrderCalculation,
} from '@hanyu/contract';
import { Button, useOrderMessage } from '@hanyu/ui';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { couponMessage } from '../money/order-messages.ts';
import { useMoney } from '../money/use-money.ts';
import styles from './checkout-page.module.css';
import { maxQuantity, type OrderDraft } from './checkout-request.ts';

const isCourseKind = (kind: string): kind is CourseKind => (COURSE_KINDS as readonly string[]).includes(kind);

/** What is bought: the course, its lessons and price, how many, and the coupon. */
export function OrderDetails({
  calculation,
  draft,
  singleOnly,
  couponText,
  busy,
  onQuantity,
  onCouponText,
  onApplyCoupon,
}: {
  calculation: OrderCalculation;
  draft: OrderDraft;
  singleOnly: boolean;
  couponText: string;
  /** A payment is in flight: the order cannot change under it. */
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onCouponText: (text: string) => void;
  onApplyCoupon: () => void;
}) {
  const { t } = useTranslation('booking');
  const money = useMoney();
  const headingId = useId();
  const kind = calculation.course_kind;
  return (
    <section className={`${styles.card} ${styles.details}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        {t('checkout.orderHeading')}
      </h2>
      <p className={styles.kind}>{isCourseKind(kind) ? t(`kinds.${kind}`) : kind}</p>
      <p className={styles.courseTitle}>{calculation.course_title}</p>
      <p className={styles.muted}>
        {t('checkout.lessons', { count: calculation.lesson_count, minutes: calculation.lesson_minutes })}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('checkout.unitPrice')}</dt>
          <dd>{money(calculation.unit_price_minor, calculation.currency)}</dd>
        </div>
        {calculation.remaining !== null && (
          <div>
            <dt>{t('checkout.remaining')}</dt>
            <dd>{calculation.remaining}</dd>
          </div>
        )}
        {calculation.purchase_limit !== null && (
          <div>
            <dt>{t('checkout.purchaseLimit')}</dt>
            <dd>
              {t('checkout.purchaseLimitUse', {
                limit: calculation.purchase_limit,
                purchased: calculation.purchased,
              })}
            </dd>
          </div>
        )}
      </dl>
      <QuantityStepper
        quantity={draft.quantity}
        max={maxQuantity(calculation)}
        singleOnly={singleOnly}
        disabled={busy}
        onChange={onQuantity}
      />
      <CouponField
        calculation={calculation}
        code={draft.couponCode}
        text={couponText}
        disabled={busy}
        onText={onCouponText}
        onApply={onApplyCoupon}
      />
    </section>
  );
}

function QuantityStepper({
  quantity,
  max,
  singleOnly,
  disabled,
  onChange,
}: {
  quantity: number;
  max: number;
  singleOnly: boolean;
  disabled: boolean;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation('booking');
  const { t: common } = useTranslation();
  if (singleOnly) {
    return (
      <p className={styles.quantityRow}>
        <span className={styles.label}>{t('checkout.quantity')}</span>
        <span>1</span>
        <span className={styles.note}>{common('orderMessages.singleQuantity')}</span>
      </p>
    );
  }
  return (
    <fieldset className={`${styles.quantityRow} ${styles.quantityGroup}`}>
      <legend className={styles.label}>{t('checkout.quantity')}</legend>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('checkout.fewer')}
          disabled={disabled || quantity <= 1}
          onClick={() => onChange(quantity - 1)}
        >
          −
        </button>
        <output className={styles.count} aria-live="polite">
          {quantity}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={t('checkout.more')}
          disabled={disabled || quantity >= max}
          onClick={() => onChange(quantity + 1)}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}

function CouponField({
  calculation,
  code,
  text,
  disabled,
  onText,
  onApply,
}: {
  calculation: OrderCalculation;
  code: string;
  text: string;
  disabled: boolean;
  onText: (text: string) => void;
  onApply: () => void;
}) {
  const { t } = useTranslation('booking');
  const money = useMoney();
  const say = useOrderMessage();
  const inputId = useId();
  const statusId = useId();
  // Feedback only about the code in the field: an answer about an earlier code would mislead.
  const coupon = code && calculation.coupon?.code === code ? calculation.coupon : null;
  const failure = couponMessage(coupon);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply();
  }

  return (
    <form className={styles.coupon} onSubmit={apply} noValidate>
      <label className={styles.label} htmlFor={inputId}>
        {t('checkout.coupon')}
      </label>
      <div className={styles.couponRow}>
        <input
          id={inputId}
          className={styles.input}
          value={text}
          maxLength={COUPON_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('checkout.couponPlaceholder')}
          aria-invalid={failure ? true : undefined}
          aria-describedby={statusId}
          disabled={disabled}
          onChange={(event) => onText(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={disabled || !code}>
          {t('checkout.applyCoupon')}
        </Button>
      </div>
      <p id={statusId} className={failure ? styles.fieldError : styles.fieldOk} aria-live="polite">
        {failure
          ? say(failure)
          : coupon?.valid
            ? t('checkout.couponApplied', {
                code: coupon.code,
                discount: money(coupon.discount_minor, calculation.currency),
              })
            : ''}
      </p>
    </form>
  );
}
