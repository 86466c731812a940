import { useEffect, useRef } from 'react';
import styles from './stream-elements.module.css';

/** Attaches a stream to a media element; `version` attaches it again after its tracks changed. */
function useStream<E extends HTMLMediaElement>(stream: MediaStream | null, version: number) {
  const ref = useRef<E>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version says the same stream has new tracks.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.srcObject = stream;
    return () => {
      element.srcObject = null;
    };
  }, [stream, version]);
  return ref;
}

/** A stream's picture. Always muted: sound plays through StreamAudio, so a hidden picture still sounds. */
export function StreamVideo({
  stream,
  version = 0,
  mirrored = false,
  className,
  label,
}: {
  stream: MediaStream | null;
  version?: number;
  /** The self view is mirrored, as people expect of a camera showing themselves. */
  mirrored?: boolean;
  className?: string;
  label?: string;
}) {
  const ref = useStream<HTMLVideoElement>(stream, version);
  return (
    <video
      ref={ref}
      className={[className, mirrored ? styles.mirrored : ''].filter(Boolean).join(' ')}
      aria-label={label}
      autoPlay
      playsInline
      muted
    />
  );
}

/** A participant's sound. Autoplay is allowed: the visitor clicked to enter. */
export function StreamAudio({ stream, version = 0 }: { stream: MediaStream | null; version?: number }) {
  const ref = useStream<HTMLAudioElement>(stream, version);
  // biome-ignore lint/a11y/useMediaCaption: a live call's sound comes with no caption track to give.
  return <audio ref={ref} autoPlay />;
}
