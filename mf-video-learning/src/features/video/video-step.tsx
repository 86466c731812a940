import { VIDEO_COMPLETION_RATIO, type VideoClip, type VideoClipProgress } from '@hanyu/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api.ts';
import { LoadState } from '../page-frame/load-state.tsx';
import { useLang } from '../page-frame/use-lang.ts';
import { useLoad } from '../page-frame/use-load.ts';
import { ProgressReporter } from './progress-reporter.ts';
import styles from './video.module.css';

/**
 * The lesson's video highlight (SPEC §3): the clip with its captions (Chinese with pinyin, or the page
 * language) and playback speed, resumed where the learner stopped. While it plays, what has been played is
 * reported every few seconds and on pause, end and leaving; the server decides when it counts as watched.
 */
export function VideoStep({
  lessonId,
  onProgress,
  next,
}: {
  lessonId: number;
  /** The clip's count changed whether the lesson is complete. */
  onProgress: () => void;
  next: ReactNode;
}) {
  const lang = useLang();
  const { load, retry } = useLoad(
    () => api.videoClip({ params: { id: String(lessonId) }, query: { language: lang } }, { quiet: true }),
    [lessonId, lang],
  );
  return (
    <LoadState load={load} retry={retry}>
      {(clip) => <Player clip={clip} onProgress={onProgress} next={next} />}
    </LoadState>
  );
}

function Player({ clip, onProgress, next }: { clip: VideoClip; onProgress: () => void; next: ReactNode }) {
  const { t } = useTranslation('video');
  const headingId = useId();
  const video = useRef<HTMLVideoElement>(null);
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
        controls
        playsInline
        preload="metadata"
        src={clip.file_url}
        onLoadedMetadata={(event) => {
          // Where the learner stopped, unless that was the end.
          const element = event.currentTarget;
          const at = clip.progress.position_seconds;
          if (at > 0 && at < clip.progress.duration_seconds - 1) element.currentTime = at;
        }}
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
