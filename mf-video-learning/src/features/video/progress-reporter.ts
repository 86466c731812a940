import type { VideoClipProgress, VideoProgressBody } from '@hanyu/contract';

/** The parts of a `<video>` the reports read. */
export interface PlayedMedia {
  readonly played: Pick<TimeRanges, 'length' | 'start' | 'end'>;
  readonly currentTime: number;
}

/** A report of everything the element has played (the server counts seconds already counted once) and where it is. */
export function progressReport(media: PlayedMedia): VideoProgressBody {
  const ranges = Array.from({ length: media.played.length }, (_, index) => ({
    start: media.played.start(index),
    end: media.played.end(index),
  }));
  return { ranges, position: media.currentTime };
}

/**
 * Sends a clip's progress reports one at a time: a report asked for while one is on its way goes once that one
 * is answered, with what has been played by then. The server's answer (its count, not the page's) is passed on;
 * a refused or lost report changes nothing, and the next one claims the same seconds again.
 */
export class ProgressReporter {
  readonly #send: (report: VideoProgressBody) => Promise<VideoClipProgress>;
  readonly #onProgress: (progress: VideoClipProgress) => void;
  #sending = false;
  #again: PlayedMedia | null = null;
  #stopped = false;

  constructor(
    send: (report: VideoProgressBody) => Promise<VideoClipProgress>,
    onProgress: (progress: VideoClipProgress) => void,
  ) {
    this.#send = send;
    this.#onProgress = onProgress;
  }

  report(media: PlayedMedia): void {
    if (this.#stopped) return;
    if (this.#sending) {
      this.#again = media;
      return;
    }
    this.#sending = true;
    this.#send(progressReport(media))
      .then(
        (progress) => !this.#stopped && this.#onProgress(progress),
        () => undefined,
      )
      .finally(() => {
        this.#sending = false;
        const again = this.#again;
        this.#again = null;
        if (again) this.report(again);
      });
  }

  stop(): void {
    this.#stopped = true;
  }
}
