import type { Lang } from '@hanyu/contract';
import { formatDateTime } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import styles from './page-frame.module.css';

const BEIJING = 'Asia/Shanghai';

/** A lesson's time in the teacher's zone, with Beijing time beside when the two differ. */
export function LessonTime({ iso, lang, zone }: { iso: string; lang: Lang; zone: string }) {
  const { t } = useTranslation('teacher');
  return (
    <span className={styles.time}>
      <time dateTime={iso}>{formatDateTime(iso, lang, zone)}</time>
      {zone !== BEIJING && (
        <span className={styles.beijing}>
          {t('lesson.beijing', { time: formatDateTime(iso, lang, BEIJING) })}
        </span>
      )}
    </span>
  );
}
