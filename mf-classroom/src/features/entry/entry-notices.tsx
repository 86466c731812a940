import type { ClassroomEntry, Courseware } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import { buttonClassName, LocalTime, Spinner, useHydrated, useLang, withNodes } from '@hanyu/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../page-frame/back-link.tsx';
import { countdown, delayUntil } from './countdown.ts';
import { CoursewareLink } from './courseware-link.tsx';
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
 * Before the entry time: when the room opens, in the caller's zone, and a countdown from the moment the entry was
 * read (the same on the server and in the browser) that ticks once the app runs; at the opening the page asks the
 * API again (`onOpening`), which decides. The courseware can be looked through meanwhile.
 */
export function RoomNotOpen({
  entry,
  courseware,
  loadedAt,
  onOpening,
}: {
  entry: ClassroomEntry;
  courseware: Courseware | null;
  loadedAt: number;
  onOpening: () => void;
}) {
  const { t } = useTranslation('classroom');
  const lang = useLang();
  const zone = useSession((state) => state.timeZone);
  const hydrated = useHydrated();
  const [now, setNow] = useState(loadedAt);

  useEffect(() => {
    setNow(Date.now());
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
        <p>
          {withNodes((values) => t('early.opensAt', values), {
            time: <LocalTime iso={entry.opens_at} lang={lang} timeZone={zone} format="dateTime" />,
          })}
        </p>
        {/* Its place is kept until the app runs: a countdown the server drew would stand still. */}
        <p className={styles.countdown} data-pending={hydrated ? undefined : ''}>
          <span>{t('early.countdownLabel')}</span>{' '}
          <span className={styles.clock} role="timer">
            {left <= 0 ? t('early.opening') : days ? t('early.days', { count: days, clock }) : clock}
          </span>
        </p>
        <BackLink className={styles.back} />
      </section>
      <CoursewareLink courseware={courseware} />
    </EntryFrame>
  );
}
