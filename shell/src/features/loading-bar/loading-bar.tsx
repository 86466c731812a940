import { LOADING_BAR_DURATION_MS } from '@hanyu/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import styles from './loading-bar.module.css';
import { useThrottledLoading } from './use-loading.ts';

/** A thin bar across the top while requests or navigations are pending. */
export function LoadingBar() {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  const visible = useThrottledLoading(navigation.state !== 'idle');
  if (!visible) return null;
  return (
    <div
      className={`${styles.bar} ${styles.running}`}
      style={{ '--duration': `${LOADING_BAR_DURATION_MS}ms` } as CSSProperties}
      role="progressbar"
      aria-label={t('loading')}
      data-testid="loading-bar"
    />
  );
}
