import type { ClassroomEntry, Courseware } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import { Button, buttonClassName } from '@hanyu/ui';
import {
  type CSSProperties,
  type Dispatch,
  useContext,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { RoomChat } from '../chat/room-chat.tsx';
import { CoursewarePanel } from '../courseware/courseware-panel.tsx';
import { otherPartyOf, useLessonTitle } from '../entry/entry-frame.tsx';
import { StreamAudio, StreamVideo } from '../media/stream-elements.tsx';
import { BackLink } from '../page-frame/back-link.tsx';
import type { MediaKind, RtcProvider, RtcProviderOptions } from '../rtc/rtc-provider.ts';
import { RtcProvidersContext } from '../rtc/rtc-providers.tsx';
import { ControlIcon } from './control-icons.tsx';
import styles from './room.module.css';
import { initialRoomState, type RoomEvent, type RoomState, roomReducer } from './room-machine.ts';

/** The classroom's role numbers (the contract's CLASSROOM_ROLE), copied: page chunks import no contract values. */
const TEACHER_ROLE = 1;
const STUDENT_ROLE = 2;
/** ROOM_TYPE's big class, copied likewise. */
const BIG_CLASS = 2;

/** A big class's learner: watches the teacher (and assistants), publishes nothing. */
export const isViewer = (entry: ClassroomEntry) =>
  entry.room_type === BIG_CLASS && entry.role === STUDENT_ROLE;

/** Every provider event, passed to the room's reducer; returns the unsubscriptions. */
function forward(rtc: RtcProvider, dispatch: Dispatch<RoomEvent>): Array<() => void> {
  return [
    rtc.on('joined', (event) => dispatch({ type: 'joined', ...event })),
    rtc.on('peer-added', (event) => dispatch({ type: 'peer-added', ...event })),
    rtc.on('peer-stream', (event) => dispatch({ type: 'peer-stream', ...event })),
    rtc.on('peer-removed', (event) => dispatch({ type: 'peer-removed', ...event })),
    rtc.on('peer-state', (event) => dispatch({ type: 'peer-state', ...event })),
    rtc.on('local-state', (event) => dispatch({ type: 'local-state', ...event })),
    rtc.on('connection', (event) => dispatch({ type: 'connection', ...event })),
    rtc.on('error', (event) => dispatch({ type: 'error', ...event })),
  ];
}

/**
 * The live room (SPEC §4): the others large, oneself small, names, the microphone, camera and screen-share
 * toggles, leaving, the lesson and its time left, and banners for waiting, reconnecting, over and failures.
 * The provider is the one the entry names, from RtcProvidersContext.
 */
export function Room({
  entry,
  courseware,
  loadedAt,
  local,
  renewEntry,
  onReenter,
  onLeave,
}: {
  entry: ClassroomEntry;
  /** The lesson's courseware, from the page's loader (null: none the caller may read). */
  courseware: Courseware | null;
  /** When the entry was read: the room's clock starts from it. */
  loadedAt: number;
  /** The checked camera and microphone, null for a listener. */
  local: MediaStream | null;
  renewEntry: RtcProviderOptions['renewEntry'];
  /** Enter again after a failure: a fresh entry and a fresh connection, with the same devices. */
  onReenter: () => void;
  /** The participant left on purpose. */
  onLeave: () => void;
}) {
  const { t } = useTranslation('classroom');
  const providers = useContext(RtcProvidersContext);
  const [room, dispatch] = useReducer(roomReducer, entry.role, initialRoomState);
  const provider = useRef<RtcProvider | null>(null);
  const [teacherPage, setTeacherPage] = useState(1);
  const [coursewareShown, setCoursewareShown] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const [chatDock, setChatDock] = useState<HTMLDivElement | null>(null);
  const leads = entry.role !== STUDENT_ROLE;

  useEffect(() => {
    let cancelled = false;
    let rtc: RtcProvider | null = null;
    const unsubscribe: Array<() => void> = [];
    providers.create(entry.provider, { renewEntry }).then(
      (created) => {
        if (cancelled) return;
        rtc = created;
        provider.current = created;
        unsubscribe.push(...forward(created, dispatch));
        unsubscribe.push(
          created.on('page', ({ page, turned }) => {
            setTeacherPage(page);
            // The teacher turned a page: a learner's courseware opens on it, following the teacher.
            if (turned && !leads) setCoursewareShown(true);
          }),
        );
        created.join(entry, local);
      },
      () => !cancelled && dispatch({ type: 'error', kind: 'call' }),
    );
    return () => {
      cancelled = true;
      for (const off of unsubscribe) off();
      rtc?.leave();
      provider.current = null;
    };
  }, [providers, entry, local, renewEntry, leads]);

  function toggle(kind: MediaKind, on: boolean) {
    const rtc = provider.current;
    if (!rtc) return;
    if (on) void rtc.publish(kind);
    else rtc.unpublish(kind);
  }

  function leave() {
    provider.current?.leave();
    dispatch({ type: 'left' });
    onLeave();
  }

  const title = useLessonTitle(entry);
  const inRoom = room.phase === 'waiting' || room.phase === 'live';
  const viewer = isViewer(entry);
  // A viewer sees whoever broadcasts; everyone else sees everyone, the teacher first.
  const shown = (viewer ? room.peers.filter(({ peer }) => peer.role !== STUDENT_ROLE) : room.peers)
    .slice()
    .sort((a, b) => Number(b.peer.role === TEACHER_ROLE) - Number(a.peer.role === TEACHER_ROLE));
  const layout = viewer ? 'broadcast' : entry.group ? 'grid' : 'pair';
  return (
    <div className={styles.room} data-phase={room.phase}>
      <header className={styles.bar}>
        <div className={styles.lesson}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.with}>{t('lesson.with', { name: otherPartyOf(entry) })}</p>
        </div>
        <RoomChat
          {...(entry.group ? { course: entry.group.course_id } : { lesson: entry.lesson.id })}
          dock={chatDock}
          onOpenChange={setChatOpen}
        />
        <RoomClock entry={entry} loadedAt={loadedAt} />
      </header>
      <PhaseBanner room={room} />
      {room.notice ? (
        <div className={styles.notice} role="alert">
          <p>{t(`room.notices.${room.notice}`)}</p>
          <Button size="small" variant="secondary" onClick={() => dispatch({ type: 'dismiss-notice' })}>
            {t('room.dismiss')}
          </Button>
        </div>
      ) : null}
      {/* The videos fill it; with the courseware open they are a strip beside it (a column on a wide screen, a
          row above it on a phone), oneself a tile of the strip; the open chat has a column or a row of its own. */}
      <div
        className={styles.main}
        data-courseware={coursewareShown ? '' : undefined}
        data-chat={chatOpen ? '' : undefined}
      >
        <section
          className={styles.stage}
          aria-label={t('room.stage')}
          data-count={shown.length}
          data-layout={layout}
          // How many tiles the strip beside the courseware holds (oneself too), for their height.
          style={{ '--tiles': shown.length + (viewer ? 0 : 1) } as CSSProperties}
        >
          {shown.map(({ peer, stream, streamVersion }) => (
            <Tile
              key={peer.peer_id}
              teacher={peer.role === TEACHER_ROLE}
              name={peer.name}
              stream={stream}
              version={streamVersion}
              video={peer.state.video || peer.state.screen}
              audio={peer.state.audio}
              sharing={peer.state.screen}
            />
          ))}
          {shown.length === 0 && inRoom ? (
            <p className={styles.empty}>{t('room.waitingFor', { name: otherPartyOf(entry) })}</p>
          ) : null}
          {viewer ? null : <SelfTile room={room} entry={entry} />}
          {shown.map(({ peer, stream, streamVersion }) => (
            <StreamAudio key={peer.peer_id} stream={stream} version={streamVersion} />
          ))}
        </section>
        {coursewareShown ? (
          <CoursewarePanel
            courseware={courseware}
            teacherPage={teacherPage}
            leads={leads}
            onTurn={(page) => provider.current?.turnPage?.(page)}
          />
        ) : null}
        <div ref={setChatDock} className={styles.chatDock} data-open={chatOpen} data-testid="room-chat" />
      </div>
      <RoomEnd room={room} onReenter={onReenter} />
      <fieldset className={styles.controls} aria-label={t('room.controls')}>
        <Toggle
          icon="courseware"
          label={t('courseware.show')}
          pressed={coursewareShown}
          disabled={false}
          onChange={setCoursewareShown}
          neutral
        />
        {viewer ? null : (
          <>
            <Toggle
              icon="microphone"
              label={t('room.microphone')}
              pressed={room.self.state.audio}
              disabled={!inRoom}
              onChange={(on) => toggle('microphone', on)}
            />
            <Toggle
              icon="camera"
              label={t('room.camera')}
              pressed={room.self.state.video}
              disabled={!inRoom}
              onChange={(on) => toggle('camera', on)}
            />
            <Toggle
              icon="screen"
              label={t('room.screen')}
              pressed={room.self.state.screen}
              disabled={!inRoom}
              onChange={(on) => toggle('screen', on)}
              neutral
            />
          </>
        )}
        <button type="button" className={styles.control} onClick={leave} disabled={room.phase === 'over'}>
          <span className={`${styles.icon} ${styles.danger}`}>
            <ControlIcon name="leave" />
          </span>
          {t('room.leave')}
        </button>
      </fieldset>
    </div>
  );
}

/** A toggle of the control bar; its pressed state is what the provider reports, not what was clicked. */
function Toggle({
  icon,
  label,
  pressed,
  disabled,
  onChange,
  neutral = false,
}: {
  icon: 'microphone' | 'camera' | 'screen' | 'courseware';
  label: string;
  pressed: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  /** Off is this control's normal state (screen sharing, the courseware), not a warning. */
  neutral?: boolean;
}) {
  const { t } = useTranslation('classroom');
  return (
    <button
      type="button"
      className={styles.control}
      aria-pressed={pressed}
      data-warn={!pressed && !neutral ? '' : undefined}
      disabled={disabled}
      onClick={() => onChange(!pressed)}
    >
      <span className={styles.icon}>
        <ControlIcon name={icon} />
      </span>
      {label}
      <span className={styles.state} aria-hidden="true">
        {pressed ? t('room.on') : t('room.off')}
      </span>
    </button>
  );
}

function Tile({
  teacher = false,
  name,
  stream,
  version,
  video,
  audio,
  sharing,
  mirrored = false,
  className = '',
}: {
  name: string;
  stream: MediaStream | null;
  version: number;
  video: boolean;
  audio: boolean;
  sharing: boolean;
  mirrored?: boolean;
  className?: string;
  /** The teacher's tile: the large one of a broadcast. */
  teacher?: boolean;
}) {
  const { t } = useTranslation('classroom');
  return (
    <figure className={`${styles.tile} ${className}`} data-teacher={teacher ? '' : undefined}>
      {video && stream ? (
        <StreamVideo
          stream={stream}
          version={version}
          mirrored={mirrored}
          className={sharing ? styles.screenVideo : styles.video}
        />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <figcaption className={styles.caption}>
        <span className={styles.name}>{name}</span>
        {audio ? null : <span className={styles.badge}>{t('room.micOff')}</span>}
        {sharing ? <span className={styles.badge}>{t('room.sharing')}</span> : null}
      </figcaption>
    </figure>
  );
}

/** Oneself, small: the shared screen while sharing, else the mirrored camera, else the name. */
function SelfTile({ room, entry }: { room: RoomState; entry: ClassroomEntry }) {
  const { t } = useTranslation('classroom');
  const nickName = useSession((state) => state.user?.nick_name);
  const name =
    nickName ?? (entry.role === TEACHER_ROLE ? entry.lesson.teacher_name : entry.lesson.student_name);
  const { state, camera, screen, version } = room.self;
  return (
    <Tile
      className={styles.self}
      name={t('room.youNamed', { name })}
      stream={state.screen ? screen : camera}
      version={version}
      video={state.screen || state.video}
      audio={state.audio}
      sharing={state.screen}
      mirrored={!state.screen}
    />
  );
}

/** What the room is doing, when it is not simply live. */
function PhaseBanner({ room }: { room: RoomState }) {
  const { t } = useTranslation('classroom');
  const text =
    room.phase === 'joining'
      ? t('room.joining')
      : room.phase === 'waiting'
        ? t('room.waitingTeacher')
        : room.phase === 'reconnecting'
          ? t('room.reconnecting')
          : '';
  return (
    <p className={styles.banner} role="status">
      {text}
    </p>
  );
}

/** Over, or failed with OK to re-enter: a panel over the stage. */
function RoomEnd({ room, onReenter }: { room: RoomState; onReenter: () => void }) {
  const { t } = useTranslation('classroom');
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (room.phase === 'failed') ok.current?.focus();
  }, [room.phase]);

  if (room.phase === 'over')
    return (
      <div className={styles.end}>
        <section className={styles.card} role="status" aria-labelledby="room-end">
          <h2 id="room-end">{t('room.over')}</h2>
          <p>{t('room.overText')}</p>
          <BackLink className={styles.back} />
        </section>
      </div>
    );
  if (room.phase === 'failed' && room.failure)
    return (
      <div className={styles.end}>
        <section className={styles.card} role="alert" aria-labelledby="room-end">
          <h2 id="room-end">{t(`room.failed.${room.failure}.title`)}</h2>
          <p>{t(`room.failed.${room.failure}.text`)}</p>
          <button ref={ok} type="button" className={buttonClassName()} onClick={onReenter}>
            {t('room.ok')}
          </button>
        </section>
      </div>
    );
  return null;
}

/**
 * The lesson's time left, in minutes; before the start, how soon it starts; after the end, the room's close. It
 * starts from when the entry was read (the server's page and its hydration say the same), then follows the clock.
 */
function RoomClock({ entry, loadedAt }: { entry: ClassroomEntry; loadedAt: number }) {
  const { t } = useTranslation('classroom');
  const [now, setNow] = useState(loadedAt);
  useEffect(() => {
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 10_000);
    return () => clearInterval(tick);
  }, []);
  const starts = Date.parse(entry.lesson.starts_at);
  const ends = Date.parse(entry.lesson.ends_at);
  const closes = Date.parse(entry.closes_at);
  const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
  const text =
    now < starts
      ? t('room.startsIn', { count: minutes(starts - now) })
      : now < ends
        ? t('room.timeLeft', { count: minutes(ends - now) })
        : t('room.closesIn', { count: minutes(closes - now) });
  return (
    <p className={styles.clock} role="timer">
      {text}
    </p>
  );
}
