import type { TeacherDetail } from '@hanyu/contract';
import { formatUtcOffset } from '@hanyu/session';
import {
  buttonClassName,
  Container,
  formatList,
  formatNumber,
  LocalTime,
  useLang,
  useLocalePath,
  usePageMeta,
  withNodes,
  ZoneName,
  ZoneOffset,
} from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { CardGrid, CardGridItem } from '../../content/card-grid.tsx';
import { CourseCard } from '../../content/course-card.tsx';
import { Section } from '../../content/section.tsx';
import { TagList } from '../../content/tag-list.tsx';
import { useTimeZone } from '../../content/use-time-zone.ts';
import { TeacherActions } from '../../favourites/teacher-actions.tsx';
import { ReviewsSection } from '../../reviews/reviews-section.tsx';
import type { teacherLoader } from './teacher-loader.ts';
import styles from './teacher-page.module.css';
import { excerpt, hoursAndMinutes } from './teacher-stats.ts';

/** t/{user_id}: a teacher's profile, teaching record and courses. */
export function TeacherPage() {
  const { teacher, reviews } = useLoaderData<typeof teacherLoader>();
  return (
    <>
      <TeacherProfile teacher={teacher} />
      <ReviewsSection reviews={reviews} subject="teacher" />
    </>
  );
}

function TeacherProfile({ teacher }: { teacher: TeacherDetail }) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const to = useLocalePath();
  usePageMeta({ title: teacher.name, description: excerpt(teacher.intro) });
  const rating = formatNumber(teacher.rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const firstLive = teacher.courses.find((course) => course.kind === 'live');

  return (
    <div data-testid="teacher-page">
      <header className={styles.head}>
        <Container className={styles.headInner}>
          {/* The name beside it says who this is; the portrait adds nothing to read aloud. */}
          <img className={styles.avatar} src={teacher.avatar} alt="" width={144} height={144} />
          <div className={styles.headText}>
            <p className={styles.eyebrow}>{t('library.teacher.eyebrow')}</p>
            <h1 className={styles.name}>{teacher.name}</h1>
            <ul className={styles.facts}>
              <li>{t('library.teacher.years', { count: teacher.experience_years })}</li>
              <li className={styles.rating}>
                <span aria-hidden="true" className={styles.star}>
                  ★
                </span>
                <span aria-hidden="true">{rating}</span>
                <span className="hy-visually-hidden">{t('library.teacher.rating', { rating })}</span>
              </li>
              {teacher.languages.length ? (
                <li>{t('library.teacher.speaks', { languages: formatList(teacher.languages, lang) })}</li>
              ) : null}
            </ul>
            <TagList tags={teacher.tags} label={t('library.teacher.tags')} />
            {firstLive ? (
              <Link
                to={to(`i/${firstLive.id}`)}
                className={`${buttonClassName('primary', 'large')} ${styles.book}`}
              >
                {t('library.teacher.book')}
              </Link>
            ) : null}
            <TeacherActions teacherId={teacher.id} name={teacher.name} />
          </div>
        </Container>
      </header>

      <Section title={t('library.teacher.statistics')} lead={t('library.teacher.statisticsLead')}>
        <Statistics teacher={teacher} />
      </Section>

      <Section title={t('library.teacher.about')} tone="alt">
        <div className={teacher.video ? styles.aboutWithVideo : styles.about}>
          <p className={styles.intro}>{teacher.intro}</p>
          {teacher.video ? (
            <figure className={styles.video}>
              {/* biome-ignore lint/a11y/useMediaCaption: the teacher's spoken introduction; the text beside it says the same. */}
              <video
                controls
                preload="metadata"
                src={teacher.video}
                aria-label={t('library.teacher.video')}
              />
              <figcaption>{t('library.teacher.video')}</figcaption>
            </figure>
          ) : null}
        </div>
      </Section>

      <Section title={t('library.teacher.availability', { name: teacher.name })} id="availability">
        <Availability teacher={teacher} />
      </Section>

      <Section
        title={t('library.teacher.courses')}
        lead={teacher.courses.length ? t('library.teacher.coursesLead', { name: teacher.name }) : undefined}
        id="courses"
      >
        {teacher.courses.length ? (
          <CardGrid>
            {teacher.courses.map((course) => (
              <CardGridItem key={course.id}>
                <CourseCard course={course} />
              </CardGridItem>
            ))}
          </CardGrid>
        ) : (
          <p>{t('library.teacher.noCourses', { name: teacher.name })}</p>
        )}
      </Section>
    </div>
  );
}

/**
 * The teacher's weekly hours in the visitor's zone (kept in Beijing time, SPEC §4), each as the weekday and
 * times of its next occurrence, and the free trial with this teacher.
 */
function Availability({ teacher }: { teacher: TeacherDetail }) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const to = useLocalePath();
  const timeZone = useTimeZone();
  return (
    <div className={styles.availability}>
      {teacher.availability.length ? (
        <>
          <p className={styles.availabilityLead}>
            {withNodes((values) => t('library.teacher.availabilityLead', values), {
              zone: <ZoneName zone={timeZone} />,
              offset: <ZoneOffset label={formatUtcOffset(timeZone)} />,
            })}
          </p>
          <ul className={styles.hours}>
            {teacher.availability.map((window) => (
              <li key={`${window.week}-${window.begin_minute}`}>
                <LocalTime iso={window.starts_at} lang={lang} timeZone={timeZone} format="weekdayTime" />{' '}
                {t('library.teacher.until')}{' '}
                <LocalTime iso={window.ends_at} lang={lang} timeZone={timeZone} format="time" />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('library.teacher.availabilityNone', { name: teacher.name })}</p>
      )}
      <p className={styles.trial}>
        <Link to={`${to('book')}?trial&teacher=${teacher.id}`} className={buttonClassName('secondary')}>
          {t('library.teacher.trial')}
        </Link>{' '}
        <span className={styles.trialNote}>{t('library.teacher.trialNote')}</span>
      </p>
    </div>
  );
}

function Statistics({ teacher }: { teacher: TeacherDetail }) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const { statistics } = teacher;
  const duration = hoursAndMinutes(statistics.total_minutes);
  const tiles = [
    {
      key: 'toPrepare',
      label: t('library.teacher.toPrepare'),
      value: formatNumber(statistics.classes_to_prepare, lang),
    },
    {
      key: 'completed',
      label: t('library.teacher.completed'),
      value: formatNumber(statistics.classes_completed, lang),
    },
    {
      key: 'students',
      label: t('library.teacher.students'),
      value: formatNumber(statistics.students_served, lang),
    },
    {
      key: 'duration',
      label: t('library.teacher.duration'),
      value: t('library.teacher.hoursMinutes', duration),
    },
  ];
  return (
    <dl className={styles.stats} data-testid="teacher-statistics">
      {tiles.map((tile) => (
        <div key={tile.key} className={styles.stat} data-stat={tile.key}>
          <dt>{tile.label}</dt>
          <dd>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
