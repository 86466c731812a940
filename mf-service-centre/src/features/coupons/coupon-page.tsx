import { OPERATOR_NOTE_MAX_LENGTH } from '@hanyu/contract';
import { Button, useLang, withNodes } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import page from '../centre-frame/centre-page.module.css';
import { Moment } from '../centre-frame/moment.tsx';
import { discountText, validWindow } from './coupon-terms.tsx';
import type { couponLoader } from './coupons-loader.ts';

/** A coupon: its rules, who used it on which order, and disabling it. */
export function CouponPage() {
  const { coupon, data } = useLoaderData<typeof couponLoader>();
  const { t } = useTranslation('service');
  const lang = useLang();
  return (
    <>
      <p>
        <Link className={page.link} to={`/${lang}/service-centre/coupons`}>
          {t('coupon.back')}
        </Link>
      </p>
      <h1 className={page.heading}>{t('coupon.heading', { code: coupon.code })}</h1>
      <div className={page.grid}>
        <section className={page.card}>
          <dl className={page.facts}>
            <dt>{t('coupons.discount')}</dt>
            <dd>{discountText(coupon, t, lang)}</dd>
            <dt>{t('coupons.window')}</dt>
            <dd>{validWindow(coupon, t)}</dd>
            <dt>{t('coupons.rules')}</dt>
            <dd>
              {t('coupons.ruleLine', { min: coupon.min_amount_yuan, perUser: coupon.per_user_limit })}
              {coupon.new_users_only ? ` · ${t('coupons.newUsersOnly')}` : ''}
            </dd>
            <dt>{t('coupons.state')}</dt>
            <dd>
              {coupon.disabled_at
                ? withNodes((values) => t('coupon.disabledSince', values), {
                    when: <Moment iso={coupon.disabled_at} />,
                  })
                : t(`coupons.${coupon.state}`)}
            </dd>
          </dl>
        </section>
        {coupon.disabled_at ? null : <DisableForm couponId={coupon.id} />}
      </div>
      <section className={page.card}>
        <h2>{t('coupon.redemptions', { count: data.length })}</h2>
        {data.length === 0 ? (
          <p className={page.muted}>{t('coupon.noRedemptions')}</p>
        ) : (
          <div className={page.tableWrap}>
            <table className={page.table}>
              <thead>
                <tr>
                  <th scope="col">{t('coupon.who')}</th>
                  <th scope="col">{t('coupon.order')}</th>
                  <th scope="col">{t('coupon.use')}</th>
                  <th scope="col">{t('coupon.when')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((redemption) => (
                  <tr key={redemption.id}>
                    <td>
                      <Link to={`/${lang}/service-centre/people/${redemption.user.id}`}>
                        {redemption.user.nick_name || redemption.user.email}
                      </Link>
                    </td>
                    <td className={page.number}>{redemption.order_id}</td>
                    <td className={page.number}>{redemption.use_number}</td>
                    <td>
                      <Moment iso={redemption.created_at} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

/** Disabling: checkout refuses the coupon from then on; the reason goes to the audit log. */
function DisableForm({ couponId }: { couponId: number }) {
  const { t } = useTranslation('service');
  const revalidator = useRevalidator();
  const id = useId();
  const [reason, setReason] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'invalid' | 'failed'>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') {
      setState('invalid');
      return;
    }
    setState('sending');
    try {
      await api.disableCoupon({ params: { id: String(couponId) }, body: { reason: reason.trim() } });
      setState('idle');
    } catch {
      setState('failed');
    }
    // Disabled now, or by someone else meanwhile: the page shows which.
    void revalidator.revalidate();
  }

  return (
    <form className={`${page.card} ${page.form}`} onSubmit={submit}>
      <h2>{t('coupon.disable')}</h2>
      <p className={page.muted}>{t('coupon.disableHint')}</p>
      <label className={page.label} htmlFor={`${id}-reason`}>
        {t('coupon.reason')}
      </label>
      <textarea
        id={`${id}-reason`}
        rows={2}
        maxLength={OPERATOR_NOTE_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
      />
      <Button type="submit" variant="secondary" disabled={state === 'sending'}>
        {t('coupon.disableSubmit')}
      </Button>
      {state === 'invalid' || state === 'failed' ? (
        <p className={page.error} role="alert">
          {t(`coupon.${state}`)}
        </p>
      ) : null}
    </form>
  );
}
