import { type Lang, type Lesson, LOCALE_OF_LANG, type SlotsResponse } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { useSession } from '@hanyu/session';
import { Button, useLang } from '@hanyu/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api.ts';
import styles from './lesson-reschedule.module.css';

/**
 * The contract's codes for a refused move, spelled out: importing ERROR_CODES would bring the contract's
 * schemas into this page's chunk. Every refusal of the slot itself (taken, too soon, off hours, a limit) reads
 * as "no longer free": the list the learner chose from was right when it was read.
 */
const REFUSALS: Record<number, 'tooLate' | 'limit' | 'movedMeanwhile' | 'taken' | 'byAssistant'> = {
  20204: 'byAssistant',
  20230: 'tooLate',
  20231: 'limit',
  20232: 'movedMeanwhile',
  20201: 'taken',
  20202: 'taken',
  20212: 'taken',
  20213: 'taken',
  20214: 'taken',
  20215: 'taken',
  20216: 'taken',
};

type Slot = SlotsResponse['days'][number]['slots'][number];

/** A day of the slots answer (YYYY-MM-DD in the learner's zone) as "Mon, 7 Jan" in the page language. */
function dayName(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/**
 * Moving a booked lesson (issue 29), opened from its card: the teacher's free starts for the lesson's length
 * in the learner's zone (read when opened: the server checks again when the move is sent), one chosen, then
 * the move. A refusal is said in the page language; one that makes the list stale reads the list again.
 */
export function LessonReschedule({
  lesson,
  onClose,
  onMoved,
}: {
  lesson: Lesson;
  onClose: () => void;
  /** After the lesson has moved (true), or a refusal showed the page stale (false): read the lessons again. */
  onMoved: (moved: boolean) => void;
}) {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const timeZone = useSession((state) => state.timeZone);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [days, setDays] = useState<SlotsResponse['days']>();
  const [reads, setReads] = useState(0);
  const [chosen, setChosen] = useState<Slot>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // The free starts are read when the panel opens (a press, not the page's data) and after a stale refusal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` asks for a new read.
  useEffect(() => {
    let current = true;
    setDays(undefined);
    api
      .rescheduleSlots({
        params: { id: String(lesson.id) },
        query: { days: '14', ...(timeZone ? { time_zone: timeZone } : {}) },
      })
      .then(
        (answer) => {
          if (current) setDays(answer.days);
        },
        (error: unknown) => {
          if (!current) return;
          const refusal = isApiError(error) ? REFUSALS[error.code] : undefined;
          setDays([]);
          setFailure(t(refusal ? `reschedule.${refusal}` : 'reschedule.loadFailed'));
        },
      );
    return () => {
      current = false;
    };
  }, [lesson.id, timeZone, reads]);

  async function move() {
    if (!chosen) {
      setFailure(t('reschedule.chooseFirst'));
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      await api.rescheduleLesson({
        params: { id: String(lesson.id) },
        body: { starts_at: chosen.start, from_starts_at: lesson.starts_at },
      });
    } catch (error) {
      setBusy(false);
      const refusal = isApiError(error) ? REFUSALS[error.code] : undefined;
      setFailure(t(refusal ? `reschedule.${refusal}` : 'reschedule.failed'));
      if (refusal === 'taken') {
        setChosen(undefined);
        setReads((count) => count + 1);
      }
      if (refusal === 'movedMeanwhile' || refusal === 'limit' || refusal === 'tooLate') onMoved(false);
      return;
    }
    setBusy(false);
    onMoved(true);
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} className={styles.heading} tabIndex={-1}>
        {t('reschedule.heading')}
      </h3>
      <p className={styles.text}>{t('reschedule.intro', { teacher: lesson.teacher_name })}</p>
      {days === undefined ? (
        <p className={styles.text} role="status">
          {t('reschedule.loading')}
        </p>
      ) : days.length === 0 ? (
        failure ? null : (
          <p className={styles.text}>{t('reschedule.none')}</p>
        )
      ) : (
        <ul className={styles.days} aria-label={t('reschedule.times')}>
          {days.map((day) => (
            <li key={day.date} className={styles.day}>
              <p className={styles.dayName}>{dayName(day.date, lang)}</p>
              <div className={styles.slots}>
                {day.slots.map((slot) => (
                  <button
                    key={slot.start}
                    type="button"
                    className={styles.slot}
                    aria-pressed={chosen?.start === slot.start}
                    aria-label={`${dayName(day.date, lang)} ${slot.time}`}
                    onClick={() => {
                      setChosen(slot);
                      setFailure(undefined);
                    }}
                  >
                    {slot.time}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
          {t('reschedule.close')}
        </Button>
        <Button type="button" onClick={move} disabled={busy || !days?.length}>
          {busy ? t('reschedule.moving') : t('reschedule.confirm')}
        </Button>
      </div>
    </section>
  );
}
