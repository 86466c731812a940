import type { VideoCourseOutline, VideoItemType, VideoOutlineLesson } from '@hanyu/contract';
import { buttonClassName, Spinner, useLang } from '@hanyu/ui';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { lessonPath, TierBadge } from '../course/course-parts.tsx';
import { useProgressEvents } from '../course/use-progress-events.ts';
import frame from '../page-frame/page.module.css';
import { Locked } from '../page-frame/page-error.tsx';
// The steps' styles come with the page and their code with the step: a step the server rendered stays styled
// while its code loads after the page has hydrated (the shell drops the server's copy of the styles then).
import '../practice/practice.module.css';
import '../video/video.module.css';
import '../words/words.module.css';
import styles from './lesson.module.css';
import type { LessonStep, lessonLoader } from './lesson-loader.ts';
import { STEP_MODULES } from './lesson-steps.ts';

const WordsStep = lazy(() => STEP_MODULES.words().then((module) => ({ default: module.WordsStep })));
const VideoStep = lazy(() => STEP_MODULES.highlight().then((module) => ({ default: module.VideoStep })));
const PracticeStep = lazy(() => STEP_MODULES.practice().then((module) => ({ default: module.PracticeStep })));

/**
 * learning/video/{item_id}/lesson/{lesson_id}: one lesson's steps — its words, its video highlight, its
 * practice — one at a time (`?step=`), as the course's outline says it stands. A lesson that is not open
 * shows SPEC §8's sequence message: the server refuses its content anyway. What the learner does (a clip
 * watched, a practice marked) and progress pushed from elsewhere run the loader again.
 */
export function LessonPage() {
  const { outline, lesson, step } = useLoaderData<typeof lessonLoader>();
  const { revalidate } = useRevalidator();
  useProgressEvents(outline.events_url);
  return (
    <div className={frame.page}>
      <Lesson outline={outline} lesson={lesson} step={step} onProgress={() => void revalidate()} />
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
  lesson,
  step,
  onProgress,
}: {
  outline: VideoCourseOutline;
  lesson: VideoOutlineLesson;
  step: LessonStep | null;
  onProgress: () => void;
}) {
  const { t } = useTranslation('video');
  const lang = useLang();
  const navId = useId();
  const courseId = outline.course.id;
  const index = outline.lessons.findIndex((candidate) => candidate.id === lesson.id);
  const back = (
    <Link className={frame.back} to={`/${lang}/learning/video/${courseId}`}>
      {t('lesson.back')}
    </Link>
  );
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
  const current = step?.type;
  const nextStep = (type: VideoItemType, label: string) => {
    const following = steps[steps.indexOf(type) + 1];
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
      <Suspense fallback={<Spinner label={t('load.loading')} />}>
        {step === null ? null : step.type === 'words' ? (
          <WordsStep key={lesson.id} words={step.words} next={nextStep('words', t('words.toVideo'))} />
        ) : step.type === 'highlight' ? (
          <VideoStep
            key={lesson.id}
            clip={step.clip}
            onProgress={onProgress}
            next={nextStep('highlight', t('video.toPractice'))}
          />
        ) : (
          <PracticeStep key={lesson.id} practice={step.practice} onResult={onProgress} />
        )}
      </Suspense>
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
