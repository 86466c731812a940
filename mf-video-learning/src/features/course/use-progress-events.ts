import { useEffect } from 'react';

/**
 * Listens to the learner's progress on a course pushed by the API (Server-Sent Events at the outline's
 * `events_url`): another tab or device studied, so `onProgress` loads the outline again. EventSource
 * reconnects by itself after a drop; a browser without it just does not update live.
 */
export function useProgressEvents(url: string | null, onProgress: () => void): void {
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    source.addEventListener('progress', onProgress);
    return () => {
      source.removeEventListener('progress', onProgress);
      source.close();
    };
  }, [url, onProgress]);
}
