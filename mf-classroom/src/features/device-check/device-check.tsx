import { CLASSROOM_ROLE, type ClassroomEntry } from '@hanyu/contract';
import { Button, useHydrated } from '@hanyu/ui';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StreamVideo } from '../media/stream-elements.tsx';
import { audioContextClass, playTestTone, useMicrophoneLevel } from './audio-check.ts';
import styles from './device-check.module.css';
import { browserProblem, type MediaProblem, mediaProblemOf, waysForward } from './media-problems.ts';

type Asked = 'camera-and-microphone' | 'microphone';

/** Nothing asked yet (the server's page, until the app runs); asking the browser; the devices; or why not. */
type Check =
  | { status: 'idle' }
  | { status: 'asking' }
  | { status: 'ready'; stream: MediaStream }
  | { status: 'problem'; problem: MediaProblem };

/** Who needs to see and hear the caller: a learner's teacher; a teacher's (or an assistant's) learner or learners. */
function checkLead(
  t: TFunction<'classroom'>,
  entry: Pick<ClassroomEntry, 'role' | 'group' | 'lesson'>,
): string {
  if (entry.role === CLASSROOM_ROLE.student) return t('check.lead');
  if (entry.group) return t('check.leadGroupTeacher');
  return t('check.leadTeacher', { learner: entry.lesson.student_name });
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * The device check before entering (SPEC §4, §8): the camera's preview, the microphone's level, a test tone
 * for the speakers, and for each way the devices can fail its cause and a way forward (ask again, audio
 * only, or enter as a listener). `onEnter` gets the checked stream (null for a listener); the click that
 * calls it also lets the room play sound.
 *
 * The server draws it as it will be (the preview's place, the meter, "Enter"), and the browser is asked for the
 * devices once the app runs, so nothing moves when the camera starts. "Enter" pressed before the devices are
 * there (even before the app ran: the shell keeps the press) enters as soon as they are.
 */
export function DeviceCheck({
  entry,
  onEnter,
}: {
  /** Whose classroom: the lead speaks to the caller's role (a teacher is seen by their learner or learners). */
  entry: Pick<ClassroomEntry, 'role' | 'group' | 'lesson'>;
  onEnter: (local: MediaStream | null) => void;
}) {
  const { t } = useTranslation('classroom');
  const [asked, setAsked] = useState<{ what: Asked; attempt: number }>({
    what: 'camera-and-microphone',
    attempt: 0,
  });
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  const [entering, setEntering] = useState(false);
  const handedOver = useRef(false);

  useEffect(() => {
    const problem = browserProblem({
      mediaDevices: globalThis.navigator?.mediaDevices,
      RTCPeerConnection: (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection,
    });
    if (problem) {
      setCheck({ status: 'problem', problem });
      setEntering(false);
      return;
    }
    let current = true;
    let stream: MediaStream | null = null;
    setCheck({ status: 'asking' });
    navigator.mediaDevices
      .getUserMedia(asked.what === 'microphone' ? { audio: true } : { audio: true, video: true })
      .then(
        (granted) => {
          stream = granted;
          if (current) setCheck({ status: 'ready', stream: granted });
          else stopTracks(granted);
        },
        (error: unknown) => {
          if (!current) return;
          setCheck({ status: 'problem', problem: mediaProblemOf(error) });
          setEntering(false);
        },
      );
    return () => {
      current = false;
      // Leaving the check without entering lets go of the devices.
      if (stream && !handedOver.current) stopTracks(stream);
    };
  }, [asked]);

  function enter(stream: MediaStream | null) {
    handedOver.current = true;
    onEnter(stream);
  }
  // Entering was asked for before the devices were there: now they are.
  const ready = check.status === 'ready' ? check.stream : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: enter hands the stream over once, when it comes.
  useEffect(() => {
    if (entering && ready) enter(ready);
  }, [entering, ready]);

  return (
    <section className={styles.check} aria-labelledby="device-check">
      <h2 id="device-check">{t('check.heading')}</h2>
      <p className={styles.lead}>{checkLead(t, entry)}</p>
      {check.status === 'problem' ? (
        <DeviceProblem
          problem={check.problem}
          asked={asked.what}
          onRetry={() => setAsked((before) => ({ what: before.what, attempt: before.attempt + 1 }))}
          onAudioOnly={() => setAsked((before) => ({ what: 'microphone', attempt: before.attempt + 1 }))}
          onListen={() => enter(null)}
        />
      ) : (
        <Devices
          stream={ready}
          asking={check.status === 'asking'}
          entering={entering}
          onEnter={() => (ready ? enter(ready) : setEntering(true))}
        />
      )}
    </section>
  );
}

/**
 * The camera's preview (its place kept while the browser is asked), the microphone's level, the speakers' test
 * and "Enter"; `stream` is null until the devices are there.
 */
function Devices({
  stream,
  asking,
  entering,
  onEnter,
}: {
  stream: MediaStream | null;
  asking: boolean;
  /** "Enter" was pressed before the devices were there: it enters once they are. */
  entering: boolean;
  onEnter: () => void;
}) {
  const { t } = useTranslation('classroom');
  const id = useId();
  const level = useMicrophoneLevel(stream);
  // Whether the browser can play a tone is known once the app runs; until then the row keeps its place.
  const hydrated = useHydrated();
  const speakers = !hydrated || audioContextClass() !== null;
  const [playing, setPlaying] = useState(false);
  const [played, setPlayed] = useState(false);
  const hasCamera = stream ? stream.getVideoTracks().length > 0 : true;

  async function testSpeakers() {
    setPlaying(true);
    try {
      await playTestTone();
    } finally {
      setPlaying(false);
      setPlayed(true);
    }
  }

  return (
    <div className={styles.devices}>
      <figure className={styles.preview}>
        {stream && hasCamera ? (
          <StreamVideo stream={stream} mirrored className={styles.video} label={t('check.preview')} />
        ) : (
          <p className={styles.waiting} role="status">
            {stream ? t('check.noCamera') : asking ? t('check.asking') : t('check.starting')}
          </p>
        )}
      </figure>
      <div className={styles.row}>
        <label htmlFor={`${id}-level`}>{t('check.microphone')}</label>
        <meter id={`${id}-level`} className={styles.meter} min={0} max={1} low={0.1} value={level ?? 0} />
        <p className={styles.hint}>{t('check.speak')}</p>
      </div>
      {speakers ? (
        <div className={styles.row}>
          <span>{t('check.speaker')}</span>
          <Button variant="secondary" size="small" onClick={testSpeakers} disabled={!hydrated || playing}>
            {playing ? t('check.playing') : t('check.testSound')}
          </Button>
          <p className={styles.hint} role="status">
            {played ? t('check.heard') : ''}
          </p>
        </div>
      ) : null}
      <Button
        size="large"
        className={styles.enter}
        onClick={onEnter}
        disabled={entering}
        aria-busy={entering}
      >
        {t('check.enter')}
      </Button>
    </div>
  );
}

function DeviceProblem({
  problem,
  asked,
  onRetry,
  onAudioOnly,
  onListen,
}: {
  problem: MediaProblem;
  asked: Asked;
  onRetry: () => void;
  onAudioOnly: () => void;
  onListen: () => void;
}) {
  const { t } = useTranslation('classroom');
  const ways = waysForward(problem, asked);
  return (
    <div className={styles.problem} role="alert">
      <h3>{t(`check.problems.${problem}.title`)}</h3>
      <p>{t(`check.problems.${problem}.text`)}</p>
      <div className={styles.ways}>
        {ways.includes('retry') ? <Button onClick={onRetry}>{t('states.retry')}</Button> : null}
        {ways.includes('audio-only') ? (
          <Button variant="secondary" onClick={onAudioOnly}>
            {t('check.audioOnly')}
          </Button>
        ) : null}
        {ways.includes('listener') ? (
          <Button variant="secondary" onClick={onListen}>
            {t('check.listener')}
          </Button>
        ) : null}
      </div>
      {ways.includes('listener') ? <p className={styles.hint}>{t('check.listenerHint')}</p> : null}
    </div>
  );
}
