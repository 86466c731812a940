import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Listens to the learner's progress on a course pushed by the API (Server-Sent Events at the outline's
 * `events_url`): another tab or device studied, so the page's loader runs again. EventSource reconnects by
 * itself after a drop; a browser without it just does not update live. A live update, so an effect: the first
 * paint's data is the loader's.
 */
export function useProgressEvents(url: string): void {
  const { revalidate } = useRevalidator();
  const latest = useRef(revalidate);
  latest.current = revalidate;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    const onProgress = () => void latest.current();
    source.addEventListener('progress', onProgress);
    return () => {
      source.removeEventListener('progress', onProgress);
      source.close();
    };
  }, [url]);
}
