import type { TeacherCard as Teacher } from '@hanyu/contract';
import { useTranslation } from 'react-i18next';
import { formatList, formatNumber } from '../content/format.ts';
import { useLang } from '../content/use-lang.ts';
import styles from './featured.module.css';

/** A teacher from the API: avatar, name, experience, rating, languages and the start of their intro. */
export function TeacherCard({ teacher }: { teacher: Teacher }) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const rating = formatNumber(teacher.rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <article className={styles.teacher} data-testid="teacher-card">
      <div className={styles.teacherHead}>
        {/* The name beside it says who this is; the portrait adds nothing to read aloud. */}
        <img className={styles.avatar} src={teacher.avatar} alt="" width={72} height={72} loading="lazy" />
        <div className={styles.teacherId}>
          <h3 className={styles.teacherName}>{teacher.name}</h3>
          <p className={styles.teacherMeta}>
            <span>{t('home.teachers.years', { count: teacher.experience_years })}</span>
            <span className={styles.rating}>
              <span aria-hidden="true" className={styles.star}>
                ★
              </span>
              <span aria-hidden="true">{rating}</span>
              <span className="hy-visually-hidden">{t('home.teachers.rating', { rating })}</span>
            </span>
          </p>
        </div>
      </div>
      {teacher.languages.length > 0 ? (
        <p className={styles.languages}>
          {t('home.teachers.speaks', { languages: formatList(teacher.languages, lang) })}
        </p>
      ) : null}
      <p className={styles.intro}>{teacher.intro}</p>
      <p className={styles.lessons}>{t('home.teachers.lessons', { count: teacher.lessons_taught })}</p>
    </article>
  );
}
