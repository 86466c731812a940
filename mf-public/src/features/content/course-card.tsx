import type { CourseCard as Course } from '@hanyu/contract';
import { formatNumber, LocalTime, useLang, useLocalePath, withNodes } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavouriteToggle } from '../favourites/favourite-toggle.tsx';
import styles from './cards.module.css';
import { Price } from './price.tsx';
import { TagList } from './tag-list.tsx';
import { useTimeZone } from './use-time-zone.ts';

/** A cover is an image path or URL, or else a CSS background (a colour or gradient). */
export function isImageCover(cover: string): boolean {
  return /^(\/|https?:\/\/|data:image\/)/i.test(cover.trim());
}

/** A course's cover: an image, or the CSS background the API gives instead. Decorative. */
export function CourseCover({ cover, className }: { cover: string; className?: string }) {
  const image = isImageCover(cover);
  return (
    <div
      className={`${styles.cover} ${className ?? ''}`}
      style={image || !cover ? undefined : { background: cover }}
    >
      {image ? <img src={cover} alt="" loading="lazy" width={640} height={360} /> : null}
    </div>
  );
}

/** The SPEC §3 state of a group class as a badge: not started, open (started), finished. */
export function GroupStatusBadge({ status, cancelled }: { status: 0 | 1 | 2; cancelled?: boolean }) {
  const { t } = useTranslation('public');
  return (
    <span className={styles.status} data-status={cancelled ? 'cancelled' : status}>
      {t(cancelled ? 'catalogue.groupStatus.cancelled' : `catalogue.groupStatus.${status}`)}
    </span>
  );
}

/** A group class's first day, in the visitor's time zone (only cards that show one depend on it). */
function StartsOn({ startsAt }: { startsAt: string }) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const timeZone = useTimeZone();
  return (
    <p className={styles.starts}>
      {withNodes((values) => t('catalogue.card.starts', values), {
        date: <LocalTime iso={startsAt} lang={lang} timeZone={timeZone} format="day" />,
      })}
    </p>
  );
}

/** The reviews' average and their number (a course nobody reviewed shows none). */
function Rating({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const value = formatNumber(rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className={`${styles.rating} ${styles.courseRating}`} data-testid="course-rating">
      <span aria-hidden="true" className={styles.star}>
        ★
      </span>
      <span aria-hidden="true">
        {value} ({formatNumber(count, lang)})
      </span>
      <span className="hy-visually-hidden">{t('catalogue.card.rating', { rating: value, count })}</span>
    </p>
  );
}

/**
 * A course from the API, linking to its page (i/{id}): cover, kind, title, summary, tags, teacher, level,
 * lessons, group status and start, rating, and the lowest price of its items ("from").
 */
export function CourseCard({ course, headingLevel = 3 }: { course: Course; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${styles.course}`} data-testid="course-card" data-kind={course.kind}>
      <div className={styles.coverWrap}>
        <CourseCover cover={course.cover} />
        <span className={styles.kindBadge}>{t(`shared.kinds.${course.kind}`)}</span>
        <span className={styles.favouriteSpot}>
          <FavouriteToggle item={{ course: course.id }} name={course.title} />
        </span>
        {course.group_status !== null ? (
          <span className={styles.statusSpot}>
            <GroupStatusBadge status={course.group_status} />
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={to(`i/${course.id}`)} className={styles.stretched}>
            {course.title}
          </Link>
        </Heading>
        {course.starts_at ? <StartsOn startsAt={course.starts_at} /> : null}
        {course.review_count > 0 ? <Rating rating={course.rating} count={course.review_count} /> : null}
        <p className={styles.summary}>{course.summary}</p>
        <TagList tags={course.tags} label={t('catalogue.card.tags')} />
        {course.teacher ? (
          <p className={styles.teacherLine}>
            <img src={course.teacher.avatar} alt="" width={28} height={28} loading="lazy" />
            <span>
              {t('catalogue.card.teacher')}{' '}
              <Link to={to(`t/${course.teacher.id}`)} className={styles.above}>
                {course.teacher.name}
              </Link>
            </span>
          </p>
        ) : null}
        <dl className={styles.meta}>
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
          <span className={styles.from}>{t('catalogue.card.from')}</span>{' '}
          <Price minor={course.price_minor} currency={course.currency} />
        </p>
      </div>
    </article>
  );
}
