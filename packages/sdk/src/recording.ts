/**
 * Whether any API call failed while a server render ran: such a page would show an error state, and is better
 * rendered by the browser, which can try again (shell/src/ssr.tsx).
 */
export interface Recording {
  failed: boolean;
}

let recording: Recording | undefined;

/** Records the outcome of the calls made until `stop()`. Renders that record must not overlap. */
export function recordResponses(): { stop: () => Recording } {
  const current: Recording = { failed: false };
  recording = current;
  return {
    stop: () => {
      if (recording === current) recording = undefined;
      return current;
    },
  };
}

/** Called by the transport for every call it settles. */
export function noteResponse(ok: boolean): void {
  if (recording && !ok) recording.failed = true;
}
