import type { TopUp, TopUpGateway } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';

/**
 * The pauses between status checks: about 1 s at first, growing by half each time up to 5 s, until about
 * 60 s have been waited. Gateways usually confirm within seconds; a slow one is not hammered.
 */
export function pollDelays({
  firstMs = 1_000,
  factor = 1.5,
  maxMs = 5_000,
  totalMs = 60_000,
} = {}): number[] {
  const delays: number[] = [];
  let waited = 0;
  for (let next = firstMs; waited < totalMs; next = Math.min(maxMs, next * factor)) {
    const delay = Math.round(next);
    delays.push(delay);
    waited += delay;
  }
  return delays;
}

export type WaitOutcome =
  | { status: 'paid'; topUp: TopUp }
  | { status: 'failed' }
  /** Nothing final yet after every pause: the page offers to check again. */
  | { status: 'waiting' };

/** How the page waits between checks; an object so that tests can skip the waiting. */
export const pause = {
  sleep(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const stop = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', stop);
        resolve();
      }, ms);
      signal.addEventListener('abort', stop, { once: true });
    });
  },
};

/**
 * Checks a top-up until it is paid or failed, pausing `delays` between checks. A top-up the API refuses
 * to show (unknown, someone else's) or of another gateway than the page's is a failure; a check that
 * gets no answer is simply tried again at the next turn. Stops quietly when `signal` aborts.
 */
export async function waitForTopUp({
  load,
  gateway,
  delays,
  signal,
  onAnswer,
}: {
  load: () => Promise<TopUp>;
  gateway: TopUpGateway;
  delays: readonly number[];
  signal: AbortSignal;
  onAnswer: (topUp: TopUp) => void;
}): Promise<WaitOutcome> {
  for (let turn = 0; ; turn += 1) {
    try {
      const topUp = await load();
      if (signal.aborted) return { status: 'waiting' };
      if (topUp.gateway !== gateway) return { status: 'failed' };
      onAnswer(topUp);
      if (topUp.status === 'paid') return { status: 'paid', topUp };
      if (topUp.status === 'failed') return { status: 'failed' };
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) {
        return { status: 'failed' };
      }
    }
    const delay = delays[turn];
    if (delay === undefined || signal.aborted) return { status: 'waiting' };
    await pause.sleep(delay, signal);
    if (signal.aborted) return { status: 'waiting' };
  }
}
