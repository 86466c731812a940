import type { Courseware } from '@hanyu/contract';
import { useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './entry.module.css';

/** The lesson's courseware before the room, to look through: its page of its own, with how many pages it has. */
export function CoursewareLink({ courseware }: { courseware: Courseware | null }) {
  const { t } = useTranslation('classroom');
  const lang = useLang();
  if (!courseware || courseware.pages.length === 0) return null;
  return (
    <p className={styles.meta}>
      <Link className={styles.back} to={`/${lang}/learning/courseware/${courseware.course.id}`}>
        {t('courseware.preview', { count: courseware.pages.length })}
      </Link>
    </p>
  );
}
