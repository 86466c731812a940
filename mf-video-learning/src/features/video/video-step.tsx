import { VIDEO_COMPLETION_RATIO, type VideoClip, type VideoClipProgress } from '@hanyu/contract';
import { useHydrated } from '@hanyu/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api.ts';
import { ProgressReporter } from './progress-reporter.ts';
import styles from './video.module.css';

/**
 * The lesson's video highlight (SPEC §3): the clip with its captions (Chinese with pinyin, or the page
 * language) and playback speed, resumed where the learner stopped. While it plays, what has been played is
 * reported every few seconds and on pause, end and leaving; the server decides when it counts as watched.
 *
 * The server renders the player (its box, the clip's first frame, its settings) without the browser's
 * controls: the clip can be played once the page's app has started, so the report that starts the server's
 * clock goes at the first play (a first report claiming more than a moment is refused, and so would every
 * report after it).
 */
export function VideoStep({
  clip,
  onProgress,
  next,
}: {
  clip: VideoClip;
  /** The clip's count changed whether the lesson is complete. */
  onProgress: () => void;
  next: ReactNode;
}) {
  const { t } = useTranslation('video');
  const headingId = useId();
  const video = useRef<HTMLVideoElement>(null);
  // Playable once the app runs (see above); the box is the same size with and without the controls.
  const playable = useHydrated();
  // The clip's address as first given: a later load of the page's data (the clip watched) may carry a newly
  // signed one, which would start the clip over.
  const [src] = useState(clip.file_url);
  const [progress, setProgress] = useState(clip.progress);
  const [rate, setRate] = useState(1);
  const [captions, setCaptions] = useState<string>(clip.captions[0]?.track ?? 'off');
  const shown = useRef(clip.progress);
  useProgressReports(video, clip, (reported) => {
    const before = shown.current;
    shown.current = reported;
    setProgress(reported);
    if (reported.completed !== before.completed || reported.lesson_complete !== before.lesson_complete)
      onProgress();
  });

  useResumePosition(video, clip.progress);
  useEffect(() => {
    const element = video.current;
    if (element) element.playbackRate = rate;
  }, [rate]);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    for (const track of Array.from(element.textTracks ?? [])) {
      const info = clip.captions.find((caption) => caption.label === track.label);
      track.mode = info && info.track === captions ? 'showing' : 'disabled';
    }
  }, [captions, clip.captions]);

  const percent = Math.floor(progress.watched_ratio * 100);
  return (
    <section className={styles.player} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('video.heading')}: {clip.title}
      </h2>
      {/* biome-ignore lint/a11y/useMediaCaption: its caption tracks are the clip's, listed from the API below. */}
      <video
        ref={video}
        className={styles.video}
        controls={playable}
        playsInline
        preload="metadata"
        src={src}
      >
        {clip.captions.map((caption, index) => (
          <track
            key={caption.track}
            kind="captions"
            src={caption.url}
            srcLang={caption.srclang}
            label={caption.label}
            default={index === 0}
          />
        ))}
        {t('video.unsupported')}
      </video>
      <div className={styles.settings}>
        <label className={styles.setting}>
          {t('video.speed')}
          <select value={rate} onChange={(event) => setRate(Number(event.target.value))}>
            {clip.playback_rates.map((option) => (
              <option key={option} value={option}>
                {t('video.rate', { rate: option })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.setting}>
          {t('video.captionsShown')}
          <select value={captions} onChange={(event) => setCaptions(event.target.value)}>
            {clip.captions.map((caption) => (
              <option key={caption.track} value={caption.track}>
                {caption.label}
              </option>
            ))}
            <option value="off">{t('video.captionsOff')}</option>
          </select>
        </label>
      </div>
      <div className={styles.watched}>
        <progress max={1} value={progress.watched_ratio} aria-label={t('video.watched', { percent })} />
        <p role="status">
          {progress.completed ? `✓ ${t('video.complete')}` : t('video.watched', { percent })}
        </p>
      </div>
      {progress.completed ? null : (
        <p className={styles.hint}>
          {t('video.needed', { percent: Math.round(VIDEO_COMPLETION_RATIO * 100) })}
        </p>
      )}
      {next}
    </section>
  );
}

/**
 * Starts the clip where the learner stopped, unless that was the end: once its metadata is there, which may be
 * before the app ran (the server's page loads it).
 */
function useResumePosition(
  video: React.RefObject<HTMLVideoElement | null>,
  progress: VideoClipProgress,
): void {
  const [at] = useState(() =>
    progress.position_seconds > 0 && progress.position_seconds < progress.duration_seconds - 1
      ? progress.position_seconds
      : 0,
  );
  useEffect(() => {
    const element = video.current;
    if (!element || at === 0) return;
    const resume = () => {
      if (element.currentTime === 0) element.currentTime = at;
    };
    if (element.readyState >= HAVE_METADATA) {
      resume();
      return;
    }
    element.addEventListener('loadedmetadata', resume, { once: true });
    return () => element.removeEventListener('loadedmetadata', resume);
  }, [video, at]);
}

/** HTMLMediaElement.HAVE_METADATA: the clip's duration and size are known. */
const HAVE_METADATA = 1;

/** Reports the clip's progress: at play (it starts the server's clock), every interval while playing, and on pause, end and leaving. */
function useProgressReports(
  video: React.RefObject<HTMLVideoElement | null>,
  clip: VideoClip,
  onReported: (progress: VideoClipProgress) => void,
): void {
  const latest = useRef(onReported);
  latest.current = onReported;
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const reporter = new ProgressReporter(
      (body) => api.reportVideoProgress({ params: { id: String(clip.lesson_id) }, body }, { quiet: true }),
      (progress) => latest.current(progress),
    );
    const report = () => reporter.report(element);
    let timer: ReturnType<typeof setInterval> | undefined;
    const onPlay = () => {
      report();
      clearInterval(timer);
      timer = setInterval(report, clip.report_interval_seconds * 1000);
    };
    const onStop = () => {
      clearInterval(timer);
      report();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && !element.paused) report();
    };
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onStop);
    element.addEventListener('ended', onStop);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearInterval(timer);
      if (!element.paused) report();
      reporter.stop();
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onStop);
      element.removeEventListener('ended', onStop);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [video, clip.lesson_id, clip.report_interval_seconds]);
}
