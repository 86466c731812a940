import type { ClassroomEntry } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import { LocalTime, useLang } from '@hanyu/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './entry.module.css';

/** The classroom's role numbers (the contract's CLASSROOM_ROLE), copied: page chunks import no contract values. */
const TEACHER_ROLE = 1;

/** Who the caller meets in the lesson: the learner for its teacher, the teacher for anyone else. */
export function otherPartyOf(entry: ClassroomEntry): string {
  return entry.role === TEACHER_ROLE ? entry.lesson.student_name : entry.lesson.teacher_name;
}

/** The lesson's name as the classroom shows it. */
export function useLessonTitle(entry: ClassroomEntry): string {
  const { t } = useTranslation('classroom');
  return entry.lesson.trial ? t('lesson.trial') : entry.lesson.course_title;
}

/** The lesson, with whom and when (in the caller's time zone). */
export function LessonHeading({ entry }: { entry: ClassroomEntry }) {
  const { t } = useTranslation('classroom');
  const lang = useLang();
  const zone = useSession((state) => state.timeZone);
  const title = useLessonTitle(entry);
  return (
    <header className={styles.lesson}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.meta}>
        {t('lesson.with', { name: otherPartyOf(entry) })} ·{' '}
        <LocalTime iso={entry.lesson.starts_at} lang={lang} timeZone={zone} format="dateTime" /> –{' '}
        <LocalTime iso={entry.lesson.ends_at} lang={lang} timeZone={zone} format="time" />
      </p>
    </header>
  );
}

/** The classroom's pages before the room itself: a centred column over the whole viewport. */
export function EntryFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <div className={styles.column}>{children}</div>
    </div>
  );
}
