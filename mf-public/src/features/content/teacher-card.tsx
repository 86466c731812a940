import type { TeacherCard as Teacher } from '@hanyu/contract';
import { formatList, formatNumber, useLang, useLocalePath } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavouriteToggle } from '../favourites/favourite-toggle.tsx';
import styles from './cards.module.css';
import { TagList } from './tag-list.tsx';

/**
 * A teacher from the API, linking to their page (t/{id}, the teacher's user id): avatar, name, experience,
 * rating, languages, tags, the start of their intro and the lessons they have taught.
 */
export function TeacherCard({ teacher, headingLevel = 3 }: { teacher: Teacher; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const to = useLocalePath();
  const rating = formatNumber(teacher.rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${styles.teacher}`} data-testid="teacher-card">
      <div className={styles.teacherHead}>
        {/* The name beside it says who this is; the portrait adds nothing to read aloud. */}
        <img className={styles.avatar} src={teacher.avatar} alt="" width={72} height={72} loading="lazy" />
        <div className={styles.teacherId}>
          <Heading className={styles.teacherName}>
            <Link to={to(`t/${teacher.id}`)} className={styles.stretched}>
              {teacher.name}
            </Link>
          </Heading>
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
        <span className={styles.teacherFavourite}>
          <FavouriteToggle item={{ teacher: teacher.id }} name={teacher.name} />
        </span>
      </div>
      {teacher.languages.length > 0 ? (
        <p className={styles.languages}>
          {t('home.teachers.speaks', { languages: formatList(teacher.languages, lang) })}
        </p>
      ) : null}
      <p className={styles.intro}>{teacher.intro}</p>
      <TagList tags={teacher.tags} label={t('catalogue.card.tags')} />
      <p className={styles.lessons}>{t('home.teachers.lessons', { count: teacher.lessons_taught })}</p>
    </article>
  );
}
