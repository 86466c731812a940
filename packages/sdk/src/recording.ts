import { renderScoped } from '@hanyu/event-bus';
/**
 * Whether any API call failed while a server render ran (a network error, a timeout, a 5xx, 429 or 408): such a
 * page would show an error state, and is better rendered by the browser, which can try again (shell/src/ssr.tsx).
 * An answer the API would give again (a 404, a 403, a validation error) is the page's to show.
 */
export interface Recording {
  failed: boolean;
}

/** The recording in progress: the page's, or in a server render that render's own (renderScoped). */
const slot = renderScoped<{ recording: Recording | undefined }>('sdk-recording', () => ({
  recording: undefined,
}));

/** Records the outcome of the calls made until `stop()`, in this page or server render. */
export function recordResponses(): { stop: () => Recording; failed: () => boolean } {
  const current: Recording = { failed: false };
  const owner = slot();
  owner.recording = current;
  return {
    stop: () => {
      if (owner.recording === current) owner.recording = undefined;
      return current;
    },
    failed: () => current.failed,
  };
}

/** Called by the transport for every call it settles. */
export function noteResponse(ok: boolean): void {
  const { recording } = slot();
  if (recording && !ok) recording.failed = true;
}
