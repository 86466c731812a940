import type { VideoCourseOutline, VideoItemType, VideoOutlineLesson } from '@hanyu/contract';
import { buttonClassName } from '@hanyu/ui';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../../api.ts';
import { lessonPath, TierBadge } from '../course/course-parts.tsx';
import { useProgressEvents } from '../course/use-progress-events.ts';
import { LoadState, Locked, Missing } from '../page-frame/load-state.tsx';
import frame from '../page-frame/page.module.css';
import { useLang } from '../page-frame/use-lang.ts';
import { useLoad } from '../page-frame/use-load.ts';
import { PracticeStep } from '../practice/practice-step.tsx';
import { VideoStep } from '../video/video-step.tsx';
import { WordsStep } from '../words/words-step.tsx';
import styles from './lesson.module.css';

/**
 * learning/video/{item_id}/lesson/{lesson_id}: one lesson's steps — its words, its video highlight, its
 * practice — one at a time (`?step=`), as the course's outline says it stands. A lesson that is not open
 * shows SPEC §8's sequence message: the server refuses its content anyway.
 */
export function LessonPage() {
  const lang = useLang();
  const { item_id: courseId = '', lesson_id: lessonId = '' } = useParams();
  const [search] = useSearchParams();
  const { load, retry, refresh } = useLoad(
    () => api.videoCourse({ params: { id: courseId }, query: { language: lang } }, { quiet: true }),
    [courseId, lang],
  );
  useProgressEvents(load.status === 'ready' ? load.data.events_url : null, refresh);
  return (
    <div className={frame.page}>
      <LoadState load={load} retry={retry}>
        {(outline) => (
          <Lesson
            outline={outline}
            lessonId={Number(lessonId)}
            step={search.get('step')}
            onProgress={refresh}
          />
        )}
      </LoadState>
    </div>
  );
}

const STEP_LABELS = {
  words: 'lesson.words',
  highlight: 'lesson.video',
  practice: 'lesson.practice',
} as const;

function Lesson({
  outline,
  lessonId,
  step,
  onProgress,
}: {
  outline: VideoCourseOutline;
  lessonId: number;
  step: string | null;
  onProgress: () => void;
}) {
  const { t } = useTranslation('video');
  const lang = useLang();
  const navId = useId();
  const courseId = outline.course.id;
  const index = outline.lessons.findIndex((lesson) => lesson.id === lessonId);
  const lesson = outline.lessons[index];
  const back = (
    <Link className={frame.back} to={`/${lang}/learning/video/${courseId}`}>
      {t('lesson.back')}
    </Link>
  );
  if (!lesson) return <Missing />;
  if (lesson.state === 'locked')
    return (
      <>
        {back}
        {lesson.locked_reason === 'purchase' ? (
          <section className={frame.problem} role="alert">
            <h1 className={frame.heading}>{t('lesson.lockedHeading')}</h1>
            <p>{t('course.lockedPurchase')}</p>
            <Link to={`/${lang}/i/${courseId}`}>{t('course.buy')}</Link>
          </section>
        ) : (
          <Locked />
        )}
      </>
    );

  const steps = lesson.items.map((item) => item.type);
  const current = steps.find((type) => type === step) ?? steps[0];
  const after = (type: VideoItemType) => steps[steps.indexOf(type) + 1];
  const nextStep = (type: VideoItemType, label: string) => {
    const following = after(type);
    return following ? (
      <Link className={buttonClassName('secondary')} to={lessonPath(lang, courseId, lesson.id, following)}>
        {label}
      </Link>
    ) : null;
  };
  return (
    <>
      {back}
      <header className={styles.head}>
        <p className={frame.muted}>
          {outline.course.title} · {t('course.lessonNumber', { number: lesson.position })}
        </p>
        <h1 className={frame.heading}>{lesson.title}</h1>
      </header>
      <nav aria-labelledby={navId}>
        <h2 id={navId} className="hy-visually-hidden">
          {t('lesson.steps')}
        </h2>
        <ol className={styles.steps}>
          {steps.map((type) => (
            <li key={type}>
              <Link
                className={styles.step}
                to={lessonPath(lang, courseId, lesson.id, type)}
                aria-current={type === current ? 'step' : undefined}
                replace
              >
                {t(STEP_LABELS[type])}
                {stepDone(lesson, type) ? (
                  <span className={styles.done}> ✓ {t('lesson.stepDone')}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {lesson.state === 'done' ? <Complete outline={outline} index={index} /> : null}
      {current === 'words' ? (
        <WordsStep lessonId={lesson.id} next={nextStep('words', t('words.toVideo'))} />
      ) : current === 'highlight' ? (
        <VideoStep
          lessonId={lesson.id}
          onProgress={onProgress}
          next={nextStep('highlight', t('video.toPractice'))}
        />
      ) : current === 'practice' ? (
        <PracticeStep lessonId={lesson.id} onResult={onProgress} />
      ) : null}
    </>
  );
}

/** Whether a step counts as done: the clip watched; the practice passed at a tier. Words have no mark. */
function stepDone(lesson: VideoOutlineLesson, type: VideoItemType): boolean {
  if (type === 'highlight') return lesson.video_watched;
  if (type === 'practice') return lesson.tier !== null;
  return false;
}

/** The lesson is complete: its best score, and the way on to the next lesson (open now) or the course. */
function Complete({ outline, index }: { outline: VideoCourseOutline; index: number }): ReactNode {
  const { t } = useTranslation('video');
  const lang = useLang();
  const lesson = outline.lessons[index];
  const next = outline.lessons[index + 1];
  if (!lesson) return null;
  return (
    <section className={styles.complete} role="status">
      <p className={styles.completeTitle}>
        {t('lesson.complete')} {lesson.best_score !== null ? <TierBadge tier={lesson.tier} /> : null}
      </p>
      {next && next.state !== 'locked' ? (
        <Link className={buttonClassName('primary')} to={lessonPath(lang, outline.course.id, next.id)}>
          {t('lesson.next', { title: next.title })}
        </Link>
      ) : next ? null : (
        <p className={frame.muted}>{t('lesson.finishedCourse')}</p>
      )}
    </section>
  );
}
