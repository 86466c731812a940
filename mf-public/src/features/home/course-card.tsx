import type { CourseCard as Course } from '@hanyu/contract';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../content/format.ts';
import { useLang } from '../content/use-lang.ts';
import styles from './featured.module.css';

/** A cover is an image path or URL, or else a CSS background (a colour or gradient). */
export function isImageCover(cover: string): boolean {
  return /^(\/|https?:\/\/|data:image\/)/i.test(cover.trim());
}

/** A course from the API: cover, kind, title, summary, level, lessons and price. */
export function CourseCard({ course }: { course: Course }) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const image = isImageCover(course.cover);
  return (
    <article className={styles.course} data-testid="course-card" data-kind={course.kind}>
      <div className={styles.cover} style={image || !course.cover ? undefined : { background: course.cover }}>
        {image ? <img src={course.cover} alt="" loading="lazy" width={640} height={360} /> : null}
        <span className={styles.kindBadge}>{t(`shared.kinds.${course.kind}`)}</span>
      </div>
      <div className={styles.courseBody}>
        <h3 className={styles.courseTitle}>{course.title}</h3>
        <p className={styles.summary}>{course.summary}</p>
        <dl className={styles.courseMeta}>
          <div>
            <dt className="hy-visually-hidden">{t('home.courses.level')}</dt>
            <dd className={styles.level}>{course.level}</dd>
          </div>
          <div>
            <dt className="hy-visually-hidden">{t('home.courses.lessonsLabel')}</dt>
            <dd>
              {t('home.courses.lessons', { count: course.lesson_count, minutes: course.lesson_minutes })}
            </dd>
          </div>
        </dl>
        <p className={styles.price}>
          <span className="hy-visually-hidden">{t('home.courses.price')}: </span>
          {formatPrice(course.price_minor, course.currency, lang)}
        </p>
      </div>
    </article>
  );
}
