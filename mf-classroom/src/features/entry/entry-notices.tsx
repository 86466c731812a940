import type { ClassroomEntry } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import { Button, buttonClassName, formatDateTime, Spinner } from '@hanyu/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../page-frame/back-link.tsx';
import { useLang } from '../page-frame/use-lang.ts';
import { countdown, delayUntil } from './countdown.ts';
import styles from './entry.module.css';
import { EntryFrame, LessonHeading } from './entry-frame.tsx';

export function EntryLoading() {
  const { t } = useTranslation('classroom');
  return (
    <EntryFrame>
      <Spinner label={t('states.loading')} />
    </EntryFrame>
  );
}

/** A lesson that is not the caller's (or no lesson at all). */
export function NotYours() {
  const { t } = useTranslation('classroom');
  return (
    <EntryFrame>
      <h1 className={styles.title}>{t('title.room')}</h1>
      <div className={styles.problem} role="alert">
        <h2>{t('states.notYours')}</h2>
        <p>{t('states.notYoursText')}</p>
        <BackLink className={styles.back} />
      </div>
    </EntryFrame>
  );
}

export function EntryFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('classroom');
  return (
    <EntryFrame>
      <h1 className={styles.title}>{t('title.room')}</h1>
      <div className={styles.problem} role="alert">
        <h2>{t('states.failedTitle')}</h2>
        <p>{t('states.failedText')}</p>
        <Button onClick={retry}>{t('states.retry')}</Button>
      </div>
    </EntryFrame>
  );
}

/** After the room's close, or a cancelled lesson. */
export function RoomClosed({ entry }: { entry: ClassroomEntry }) {
  const { t } = useTranslation('classroom');
  return (
    <EntryFrame>
      <LessonHeading entry={entry} />
      <div className={styles.problem} role="status">
        <h2>{t('over.heading')}</h2>
        <p>{t('over.text')}</p>
        <BackLink className={styles.back} />
      </div>
    </EntryFrame>
  );
}

/** After leaving on purpose: the devices are off; entering again checks them again. */
export function LeftRoom({ entry, onEnterAgain }: { entry: ClassroomEntry; onEnterAgain: () => void }) {
  const { t } = useTranslation('classroom');
  const again = useRef<HTMLButtonElement>(null);
  useEffect(() => again.current?.focus(), []);
  return (
    <EntryFrame>
      <LessonHeading entry={entry} />
      <section className={styles.problem} aria-labelledby="classroom-left">
        <h2 id="classroom-left">{t('room.left')}</h2>
        <p>{t('room.leftText')}</p>
        <div className={styles.actions}>
          <button ref={again} type="button" className={buttonClassName()} onClick={onEnterAgain}>
            {t('room.enterAgain')}
          </button>
          <BackLink className={styles.back} />
        </div>
      </section>
    </EntryFrame>
  );
}

/** A room on a provider this build cannot carry yet (Agora, TRTC). */
export function ProviderUnavailable({ entry }: { entry: ClassroomEntry }) {
  const { t } = useTranslation('classroom');
  return (
    <EntryFrame>
      <LessonHeading entry={entry} />
      <div className={styles.problem} role="alert">
        <h2>{t('unavailable.heading')}</h2>
        <p>{t('unavailable.text')}</p>
        <BackLink className={styles.back} />
      </div>
    </EntryFrame>
  );
}

/**
 * Before the entry time: when the room opens, in the caller's zone, and a countdown; at that moment the page
 * asks the API again (`onOpening`), which decides.
 */
export function RoomNotOpen({ entry, onOpening }: { entry: ClassroomEntry; onOpening: () => void }) {
  const { t } = useTranslation('classroom');
  const lang = useLang();
  const zone = useSession((state) => state.timeZone);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const open = setTimeout(onOpening, delayUntil(entry.opens_at, Date.now()));
    return () => {
      clearInterval(tick);
      clearTimeout(open);
    };
  }, [entry.opens_at, onOpening]);

  const left = Date.parse(entry.opens_at) - now;
  const { days, clock } = countdown(left);
  return (
    <EntryFrame>
      <LessonHeading entry={entry} />
      <section className={styles.problem} aria-labelledby="classroom-early">
        <h2 id="classroom-early">{t('early.heading')}</h2>
        <p>{t('early.opensAt', { time: formatDateTime(entry.opens_at, lang, zone) })}</p>
        <p className={styles.countdown}>
          <span>{t('early.countdownLabel')}</span>{' '}
          <span className={styles.clock} role="timer">
            {left <= 0 ? t('early.opening') : days ? t('early.days', { count: days, clock }) : clock}
          </span>
        </p>
        <BackLink className={styles.back} />
      </section>
    </EntryFrame>
  );
}
