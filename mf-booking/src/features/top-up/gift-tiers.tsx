import { useTranslation } from 'react-i18next';
import { useYuan } from '../money/use-money.ts';
import { GIFT_TIERS_ASCENDING } from './top-up-amount.ts';
import styles from './top-up-page.module.css';

/** The recharge gift tiers, the one the amount reaches marked. */
export function GiftTiers({ reached }: { reached: number }) {
  const { t } = useTranslation('booking');
  const yuan = useYuan();
  return (
    <table className={styles.tiers}>
      <caption>{t('topUp.giftTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('topUp.giftTableTopUp')}</th>
          <th scope="col">{t('topUp.giftTableGift')}</th>
        </tr>
      </thead>
      <tbody>
        {GIFT_TIERS_ASCENDING.map((tier) => (
          <tr
            key={tier.minYuan}
            className={tier.giftYuan === reached ? styles.reached : undefined}
            aria-current={tier.giftYuan === reached ? true : undefined}
          >
            <td>{t('topUp.giftTableFrom', { amount: yuan(tier.minYuan) })}</td>
            <td>+{yuan(tier.giftYuan)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
