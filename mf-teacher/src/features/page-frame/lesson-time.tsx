import type { Lang } from '@hanyu/contract';
import { useSession, useTimeZoneAsRendered } from '@hanyu/session';
import { formatDateTime, LocalTime } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { BEIJING } from './beijing.ts';
import styles from './page-frame.module.css';

/**
 * The class of text that says something only a zone other than Beijing needs, shown in Beijing time: hidden,
 * except on a page the server rendered without knowing the visitor's zone (it rendered Beijing time, and
 * index.html's script shows the visitor's zone, which may not be Beijing) until the app knows it.
 */
export function besideBeijing(zone: string): string | undefined {
  return zone === BEIJING ? styles.whileZoneUnknown : undefined;
}

/** A lesson's time in the teacher's zone, with Beijing time beside when the two differ. */
export function LessonTime({ iso, lang }: { iso: string; lang: Lang }) {
  const { t } = useTranslation('teacher');
  const zone = useSession((state) => state.timeZone);
  const rendered = useTimeZoneAsRendered();
  return (
    <span className={styles.time}>
      <LocalTime iso={iso} lang={lang} timeZone={zone} format="dateTime" />
      <span className={[styles.beijing, besideBeijing(rendered)].filter(Boolean).join(' ')}>
        {t('lesson.beijing', { time: formatDateTime(iso, lang, BEIJING) })}
      </span>
    </span>
  );
}
