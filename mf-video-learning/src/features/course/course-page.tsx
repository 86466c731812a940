import type { VideoCourseOutline, VideoOutlineLesson } from '@hanyu/contract';
import { buttonClassName, useLang } from '@hanyu/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import frame from '../page-frame/page.module.css';
import styles from './course.module.css';
import type { courseLoader } from './course-loader.ts';
import { lessonPath, TierBadge } from './course-parts.tsx';
import { useProgressEvents } from './use-progress-events.ts';

/**
 * learning/video/{item_id}: the course's lessons in order, each done (with its best score), up next, a free
 * preview or locked (and why), the learner's overall progress and where to go on. Studying in another tab or
 * on another device updates it as it happens.
 */
export function CoursePage() {
  const { outline } = useLoaderData<typeof courseLoader>();
  useProgressEvents(outline.events_url);
  return (
    <div className={frame.page}>
      <Outline outline={outline} />
    </div>
  );
}

function Outline({ outline }: { outline: VideoCourseOutline }) {
  const { t } = useTranslation('video');
  const lang = useLang();
  const headingId = useId();
  const { course, progress, resume } = outline;
  // Where to go on: the server's resume point, else (no course yet) the first lesson open to the caller.
  const next = resume
    ? outline.lessons.find((lesson) => lesson.id === resume.lesson_id)
    : outline.lessons.find((lesson) => lesson.state === 'preview' || lesson.state === 'current');
  return (
    <>
      <header className={styles.head}>
        <p className={frame.muted}>{t('title.course')}</p>
        <h1 className={frame.heading}>{course.title}</h1>
        {course.level ? <p className={frame.muted}>{t('course.level', { level: course.level })}</p> : null}
        <div className={styles.progress}>
          <progress
            className={styles.bar}
            max={progress.total || 1}
            value={progress.done}
            aria-label={t('course.progressLabel')}
          />
          <p className={frame.muted}>
            {t('course.progress', { done: progress.done, count: progress.total })}
          </p>
        </div>
        {next ? (
          <Link
            className={buttonClassName('primary')}
            to={lessonPath(lang, course.id, next.id, resume?.item)}
          >
            {resume
              ? t('course.resume', { number: next.position })
              : t('course.start', { number: next.position })}
          </Link>
        ) : progress.total > 0 && progress.done === progress.total ? (
          <p className={styles.finished}>{t('course.allDone')}</p>
        ) : null}
        {outline.has_access ? null : (
          <p className={styles.note}>
            {t('course.previewOnly')} <Link to={`/${lang}/i/${course.id}`}>{t('course.buy')}</Link>
          </p>
        )}
      </header>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.subheading}>
          {t('course.lessons')}
        </h2>
        <ol className={styles.lessons}>
          {outline.lessons.map((lesson) => (
            <LessonRow key={lesson.id} courseId={course.id} lesson={lesson} />
          ))}
        </ol>
      </section>
    </>
  );
}

function LessonRow({ courseId, lesson }: { courseId: number; lesson: VideoOutlineLesson }) {
  const { t } = useTranslation('video');
  const { t: common } = useTranslation();
  const lang = useLang();
  const locked = lesson.state === 'locked';
  const name = (
    <>
      <span className={styles.number}>{t('course.lessonNumber', { number: lesson.position })}</span>
      <span className={styles.title}>{lesson.title}</span>
    </>
  );
  return (
    <li
      className={styles.lesson}
      data-lesson={lesson.id}
      data-state={lesson.state}
      aria-current={lesson.state === 'current' ? 'step' : undefined}
    >
      {locked ? (
        <p className={styles.name}>{name}</p>
      ) : (
        <Link className={styles.name} to={lessonPath(lang, courseId, lesson.id)}>
          {name}
        </Link>
      )}
      <p className={styles.facts}>
        <span className={styles.state}>{t(`course.${lesson.state}`)}</span>
        {lesson.minutes > 0 ? <span>{t('course.minutes', { count: lesson.minutes })}</span> : null}
        {lesson.best_score !== null ? (
          <span>
            {t('course.score', { score: lesson.best_score })} <TierBadge tier={lesson.tier} />
          </span>
        ) : null}
      </p>
      {locked ? (
        <p className={frame.muted}>
          {lesson.locked_reason === 'purchase'
            ? t('course.lockedPurchase')
            : common('videoLearning.sequence')}
        </p>
      ) : null}
    </li>
  );
}
