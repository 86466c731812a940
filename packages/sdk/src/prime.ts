/**
 * API answers carried from a server render to the page's first client render, so the client shows the same
 * data without asking again. The server records the GET answers its render used; the page primes the sdk with
 * them; each is served once, then the network is used as usual.
 */

/** Answers by request key (`path?query`, see requestKey), each the HTTP 200 body as text. */
export type ApiAnswers = Record<string, string>;

/** What a recording saw: the 200 answers, and whether any call failed (the render is then not worth keeping). */
export interface Recording {
  answers: ApiAnswers;
  failed: boolean;
}

const primed = new Map<string, string>();
let recording: Recording | undefined;

/** The key of a GET call: its path under the API base and its query, as sent. */
export function requestKey(path: string, search: URLSearchParams | undefined): string {
  const query = search?.toString() ?? '';
  return query ? `${path}?${query}` : path;
}

/** Hands the sdk answers a server render used; later GET calls with the same key get them once. */
export function primeResponses(answers: unknown): void {
  if (!answers || typeof answers !== 'object') return;
  for (const [key, body] of Object.entries(answers)) {
    if (typeof body === 'string' && key.startsWith('/')) primed.set(key, body);
  }
}

/** The primed answer for a GET call, removed as it is taken. */
export function takePrimed(key: string): string | undefined {
  const body = primed.get(key);
  primed.delete(key);
  return body;
}

/** Forgets every primed answer not taken (e.g. once the first page is on screen). */
export function clearPrimed(): void {
  primed.clear();
}

/**
 * Records the GET answers of the calls made until `stop()` (a server render). Renders that record must not
 * overlap: the recording is one for the process.
 */
export function recordResponses(): { stop: () => Recording } {
  const current: Recording = { answers: {}, failed: false };
  recording = current;
  return {
    stop: () => {
      if (recording === current) recording = undefined;
      return current;
    },
  };
}

/** Called by the transport for every call it settles. */
export function noteResponse(key: string | undefined, ok: boolean, body: string | undefined): void {
  if (!recording) return;
  if (!ok) recording.failed = true;
  else if (key !== undefined && body !== undefined) recording.answers[key] = body;
}
