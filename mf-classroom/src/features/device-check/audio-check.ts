import { useEffect, useState } from 'react';

type AudioContextClass = typeof AudioContext;

/** The browser's AudioContext (webkit-prefixed in older Safari), or null where there is none. */
export function audioContextClass(): AudioContextClass | null {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/**
 * How loud a slice of microphone samples is, 0 to 1: the RMS of the analyser's time-domain bytes (128 is
 * silence), scaled so that speech fills most of the bar.
 */
export function levelOf(samples: Uint8Array): number {
  if (!samples.length) return 0;
  let sum = 0;
  for (const sample of samples) {
    const value = (sample - 128) / 128;
    sum += value * value;
  }
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}

/**
 * The microphone's level through a WebAudio AnalyserNode, updated every animation frame in steps of 5%
 * (so the page re-renders only when the bar moves); null without a microphone or WebAudio.
 */
export function useMicrophoneLevel(stream: MediaStream | null): number | null {
  const [level, setLevel] = useState<number | null>(null);
  useEffect(() => {
    const Context = audioContextClass();
    if (!stream?.getAudioTracks().length || !Context) {
      setLevel(null);
      return;
    }
    const context = new Context();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const tick = () => {
      analyser.getByteTimeDomainData(samples);
      setLevel(Math.round(levelOf(samples) * 20) / 20);
      frame = requestAnimationFrame(tick);
    };
    context.resume().catch(() => undefined);
    tick();
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      context.close().catch(() => undefined);
    };
  }, [stream]);
  return level;
}

/** Plays a short 440 Hz tone on the default speakers; resolves when it has played. */
export async function playTestTone(seconds = 1): Promise<void> {
  const Context = audioContextClass();
  if (!Context) return;
  const context = new Context();
  try {
    await context.resume();
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = 440;
    volume.gain.setValueAtTime(0.2, context.currentTime);
    volume.gain.linearRampToValueAtTime(0, context.currentTime + seconds);
    tone.connect(volume).connect(context.destination);
    const ended = new Promise((resolve) => {
      tone.onended = resolve;
    });
    tone.start();
    tone.stop(context.currentTime + seconds);
    await ended;
  } finally {
    await context.close().catch(() => undefined);
  }
}
