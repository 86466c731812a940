import type { MyCourse } from '@hanyu/contract';
import { buttonClassName, EmptyState, useLocalePath } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { DateTime } from '../page-frame/date-time.tsx';
import frame from '../page-frame/list-page.module.css';
import type { CoursesAnswer, coursesLoader } from './courses-loader.ts';
import styles from './courses-page.module.css';

/**
 * user/course (my lessons / courses, SPEC §2): every course held — one-to-one lesson time left, the group
 * class's status and next session, the video course's progress — each with the one thing to do next.
 */
export function CoursesPage() {
  const { t } = useTranslation('userCenter');
  const { courses } = useLoaderData<typeof coursesLoader>();
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{t('myCourses.heading')}</h1>
      <CourseList courses={courses.list} />
    </div>
  );
}

function CourseList({ courses }: { courses: CoursesAnswer['list'] }) {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  if (!courses.length)
    return (
      <EmptyState
        title={t('myCourses.empty.title')}
        text={t('myCourses.empty.text')}
        action={
          <Link className={buttonClassName()} to={to('live')}>
            {t('myCourses.empty.action')}
          </Link>
        }
      />
    );
  return (
    <ul className={frame.list}>
      {courses.map((course) => (
        <li key={`${course.kind}-${course.course_id}`}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}

const CLASS_STATUS = ['notStarted', 'started', 'finished'] as const;

function CourseCard({ course }: { course: MyCourse }) {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  const primary = course.next_action.kind !== 'buy_again' && course.next_action.kind !== 'review_video';
  return (
    <article className={styles.card} aria-label={course.title}>
      <div className={styles.body}>
        <span className={styles.kind}>{t(`kinds.${course.kind}`)}</span>
        <h2 className={styles.name}>
          {/* Only a course the catalogue shows has a page to link to. */}
          {course.listed ? <Link to={to(`i/${course.course_id}`)}>{course.title}</Link> : course.title}
        </h2>
        {course.kind === 'live' ? <LiveFacts course={course} /> : null}
        {course.kind === 'group' ? (
          <>
            {course.class_status !== null ? (
              <p className={styles.meta}>{t(`myCourses.classStatus.${CLASS_STATUS[course.class_status]}`)}</p>
            ) : null}
            <p className={styles.meta}>
              {course.next_session_at ? (
                <>
                  {t('myCourses.nextSession')} <DateTime iso={course.next_session_at} />
                  {' · '}
                  {t('myCourses.sessionsLeft', { count: course.sessions_left ?? 0 })}
                </>
              ) : (
                t('myCourses.noSession')
              )}
            </p>
          </>
        ) : null}
        {course.kind === 'video' ? <VideoFacts course={course} /> : null}
      </div>
      <Link
        className={`${buttonClassName(primary ? 'primary' : 'secondary')} ${styles.action}`}
        to={to(course.next_action.path)}
      >
        {t(`myCourses.actions.${course.next_action.kind}`)}
      </Link>
    </article>
  );
}

function LiveFacts({ course }: { course: MyCourse }) {
  const { t } = useTranslation('userCenter');
  return (
    <>
      {course.teacher_name ? (
        <p className={styles.meta}>{t('myCourses.teacher', { name: course.teacher_name })}</p>
      ) : null}
      <p className={styles.meta}>
        {t('myCourses.minutesLeft', {
          left: course.remaining_minutes ?? 0,
          count: course.granted_minutes ?? 0,
        })}
      </p>
      <progress
        className={styles.bar}
        max={course.granted_minutes || 1}
        value={course.remaining_minutes ?? 0}
        aria-hidden="true"
      />
    </>
  );
}

function VideoFacts({ course }: { course: MyCourse }) {
  const { t } = useTranslation('userCenter');
  const progress = t('myCourses.videoProgress', {
    done: course.lessons_done ?? 0,
    count: course.lessons_total ?? 0,
  });
  return (
    <>
      <p className={styles.meta}>{progress}</p>
      <progress
        className={styles.bar}
        max={course.lessons_total || 1}
        value={course.lessons_done ?? 0}
        aria-label={progress}
      />
    </>
  );
}
