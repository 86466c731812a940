import { useTranslation } from 'react-i18next';
import { orderStatusKey } from './labels.ts';
import styles from './order-status-badge.module.css';

/** An order's status (SPEC §3) as a coloured badge with its name. */
export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('userCenter');
  const key = orderStatusKey(status);
  if (!key) return null;
  return <span className={`${styles.badge} ${styles[key]}`}>{t(`orderStatus.${key}`)}</span>;
}
