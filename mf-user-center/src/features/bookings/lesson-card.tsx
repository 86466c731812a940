import { type Lesson, MAX_LESSON_RESCHEDULES, type MyLessonDispute } from '@hanyu/contract';
import { Button, buttonClassName, useLocalePath } from '@hanyu/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTime } from '../page-frame/date-time.tsx';
import styles from './bookings-page.module.css';
import { LessonDispute } from './lesson-dispute.tsx';
import { LessonReschedule } from './lesson-reschedule.tsx';

/**
 * One lesson of the learner's: when, with whom, how; an upcoming one says when its classroom opens and, until
 * 2 hours before, can be cancelled after a second press or moved to another free start (twice at most); a
 * completed one shows the teacher's summary.
 */
export function LessonCard({
  lesson,
  now,
  dispute,
  onCancel,
  onMoved,
}: {
  lesson: Lesson;
  now: number;
  /** Its no-show and disputes, when there are any or it may be disputed (past lessons). */
  dispute?: MyLessonDispute | undefined;
  /** Cancels; resolves with why it failed (a message in the page language), or undefined once cancelled. */
  onCancel: (lesson: Lesson) => Promise<string | undefined>;
  /** After the lesson has moved (or a refusal showed the page is stale): the page reads its lessons again. */
  onMoved: (moved: boolean) => void;
}) {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [rescheduling, setRescheduling] = useState(false);
  const headingId = useId();
  const cancellable = lesson.status === 'booked' && now < Date.parse(lesson.cancel_until);
  // Moving has the cancellation's window (the server's rule: the same 2 hours).
  const movesLeft = MAX_LESSON_RESCHEDULES - lesson.reschedule_count;

  async function cancel() {
    setBusy(true);
    const refusal = await onCancel(lesson);
    setBusy(false);
    setFailure(refusal);
    if (refusal) setAsking(false);
  }

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardTop}>
        <h2 id={headingId} className={styles.cardTitle}>
          {lesson.trial ? t('bookings.trial') : lesson.course_title}
        </h2>
        <span className={`${styles.status} ${styles[lesson.status]}`}>
          {t(`bookings.status.${lesson.status}`)}
        </span>
      </div>
      <p className={styles.when}>
        <DateTime iso={lesson.starts_at} /> · {t('bookings.minutes', { count: lesson.minutes })}
      </p>
      <p className={styles.meta}>
        {t('bookings.with', { teacher: lesson.teacher_name })} ·{' '}
        {t(`bookings.delivery.${lesson.delivery_way}`)}
        {lesson.contact_id ? ` (${lesson.contact_id})` : ''}
      </p>
      {lesson.remark ? (
        <p className={styles.remark}>{t('bookings.remark', { remark: lesson.remark })}</p>
      ) : null}
      {lesson.status === 'booked' && (
        <p className={styles.meta}>
          {t('bookings.entryFrom')} <DateTime iso={lesson.entry_from} />
        </p>
      )}
      {lesson.status === 'booked' && lesson.delivery_way === 'classroom' && (
        // Always there: before the entry time the room page counts down to it.
        <Link className={buttonClassName('secondary', 'small')} to={to(`learning/live/one/${lesson.id}`)}>
          {t('bookings.classroom')}
        </Link>
      )}
      {lesson.trial ? null : (
        <Link className={styles.courseLessons} to={to(`learning/live/${lesson.course_id}`)}>
          {t('bookings.courseLessons')}
        </Link>
      )}
      {lesson.status === 'complete' && lesson.summary ? (
        <dl className={styles.summary}>
          <div>
            <dt>{t('bookings.summary')}</dt>
            <dd>{lesson.summary}</dd>
          </div>
          {lesson.material ? (
            <div>
              <dt>{t('bookings.material')}</dt>
              <dd>{lesson.material}</dd>
            </div>
          ) : null}
          {lesson.progress ? (
            <div>
              <dt>{t('bookings.progress')}</dt>
              <dd>{lesson.progress}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {cancellable && !asking ? (
        <div className={styles.actions}>
          {movesLeft > 0 ? (
            <>
              <p className={styles.meta}>
                {t('reschedule.movesLeft', { count: movesLeft, max: MAX_LESSON_RESCHEDULES })}
              </p>
              {rescheduling ? null : (
                <Button type="button" variant="secondary" onClick={() => setRescheduling(true)}>
                  {t('reschedule.open')}
                </Button>
              )}
            </>
          ) : (
            <p className={styles.meta}>{t('reschedule.noMovesLeft')}</p>
          )}
        </div>
      ) : null}
      {cancellable && rescheduling && movesLeft > 0 ? (
        <LessonReschedule
          lesson={lesson}
          onClose={() => setRescheduling(false)}
          onMoved={(moved) => {
            if (moved) setRescheduling(false);
            onMoved(moved);
          }}
        />
      ) : null}
      {lesson.status === 'booked' &&
        (cancellable ? (
          <div className={styles.actions} aria-live="polite">
            {asking ? (
              <>
                <p className={styles.ask}>{t('bookings.cancelAsk')}</p>
                <Button type="button" variant="secondary" onClick={() => setAsking(false)} disabled={busy}>
                  {t('bookings.keep')}
                </Button>
                <Button type="button" onClick={cancel} disabled={busy}>
                  {busy ? t('bookings.cancelling') : t('bookings.cancelConfirm')}
                </Button>
              </>
            ) : (
              <>
                <p className={styles.meta}>
                  {t('bookings.cancelUntil')} <DateTime iso={lesson.cancel_until} />
                </p>
                <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
                  {t('bookings.cancel')}
                </Button>
              </>
            )}
          </div>
        ) : (
          <p className={styles.meta}>{t('bookings.tooLateToCancel')}</p>
        ))}
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      {dispute ? <LessonDispute dispute={dispute} /> : null}
    </article>
  );
}
