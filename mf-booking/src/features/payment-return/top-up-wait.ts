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
 * What one check of a top-up says: paid, failed or still pending, with the top-up when the API showed it. A
 * top-up the API refuses to show (unknown, someone else's: a 4xx) or of another gateway than the page's is a
 * failure; a check without an answer (the network, a 5xx, 429) is still pending.
 */
export async function checkTopUp(
  load: () => Promise<TopUp>,
  gateway: TopUpGateway,
): Promise<{ status: TopUp['status']; topUp: TopUp | undefined }> {
  try {
    const topUp = await load();
    if (topUp.gateway !== gateway) return { status: 'failed', topUp: undefined };
    return { status: topUp.status, topUp };
  } catch (error) {
    const refused = isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
    return { status: refused ? 'failed' : 'pending', topUp: undefined };
  }
}

/**
 * Checks a top-up until it is paid or failed (checkTopUp), pausing `delays` between checks; `onAnswer` hears
 * every top-up shown. Stops quietly when `signal` aborts. `checked`: the first check was made already (the
 * page's loader made it), so the wait starts with the first pause.
 */
export async function waitForTopUp({
  load,
  gateway,
  delays,
  signal,
  onAnswer,
  checked = false,
}: {
  load: () => Promise<TopUp>;
  gateway: TopUpGateway;
  delays: readonly number[];
  signal: AbortSignal;
  onAnswer: (topUp: TopUp) => void;
  checked?: boolean;
}): Promise<WaitOutcome> {
  for (let turn = 0; ; turn += 1) {
    if (turn > 0 || !checked) {
      const { status, topUp } = await checkTopUp(load, gateway);
      if (signal.aborted) return { status: 'waiting' };
      if (topUp) onAnswer(topUp);
      if (status === 'paid' && topUp) return { status: 'paid', topUp };
      if (status === 'failed') return { status: 'failed' };
    }
    const delay = delays[turn];
    if (delay === undefined || signal.aborted) return { status: 'waiting' };
    await pause.sleep(delay, signal);
    if (signal.aborted) return { status: 'waiting' };
  }
}
