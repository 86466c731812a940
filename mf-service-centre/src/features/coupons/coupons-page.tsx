import { EmptyState, useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import page from '../centre-frame/centre-page.module.css';
import { discountText, validWindow } from './coupon-terms.tsx';
import type { couponsLoader } from './coupons-loader.ts';
import { NewCouponForm } from './new-coupon-form.tsx';

/** Every coupon with its rules, its uses and whether it is disabled; and the form of a new one. */
export function CouponsPage() {
  const { data } = useLoaderData<typeof couponsLoader>();
  const { t } = useTranslation('service');
  const lang = useLang();
  return (
    <>
      <h1 className={page.heading}>{t('coupons.heading')}</h1>
      {data.length === 0 ? (
        <EmptyState title={t('coupons.empty')} />
      ) : (
        <div className={`${page.card} ${page.tableWrap}`}>
          <table className={page.table}>
            <caption className="hy-visually-hidden">{t('coupons.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('coupons.code')}</th>
                <th scope="col">{t('coupons.discount')}</th>
                <th scope="col">{t('coupons.window')}</th>
                <th scope="col">{t('coupons.rules')}</th>
                <th scope="col" className={page.number}>
                  {t('coupons.uses')}
                </th>
                <th scope="col">{t('coupons.state')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((coupon) => (
                <tr key={coupon.id}>
                  <td className={page.code}>
                    <Link to={`/${lang}/service-centre/coupons/${coupon.id}`}>{coupon.code}</Link>
                  </td>
                  <td>{discountText(coupon, t, lang)}</td>
                  <td>{validWindow(coupon, t)}</td>
                  <td>
                    {t('coupons.ruleLine', { min: coupon.min_amount_yuan, perUser: coupon.per_user_limit })}
                    {coupon.new_users_only ? ` · ${t('coupons.newUsersOnly')}` : ''}
                    {coupon.course_id === null
                      ? ''
                      : ` · ${t('coupons.courseOnly', { id: coupon.course_id })}`}
                  </td>
                  <td className={page.number}>{coupon.redemptions}</td>
                  <td>{t(`coupons.${coupon.state}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NewCouponForm />
    </>
  );
}
