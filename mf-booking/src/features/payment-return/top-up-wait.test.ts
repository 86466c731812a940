import type { TopUp } from '@hanyu/contract';
import { ApiError } from '@hanyu/sdk';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { TOP_UP } from '../../testing/fixtures.ts';
import { pause, pollDelays, waitForTopUp } from './top-up-wait.ts';

afterEach(() => {
  jest.restoreAllMocks();
});

/** Answers in turn, the last one again and again; throws the answers that are errors. */
function answers(...sequence: Array<TopUp | Error>) {
  let index = 0;
  return jest.fn(async () => {
    const answer = sequence[Math.min(index++, sequence.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer as TopUp;
  });
}

function wait(load: () => Promise<TopUp>, delays = [10, 20, 30], checked = false) {
  const slept: number[] = [];
  jest.spyOn(pause, 'sleep').mockImplementation(async (ms) => {
    slept.push(ms);
  });
  const onAnswer = jest.fn();
  const outcome = waitForTopUp({
    load,
    gateway: 'alipay',
    delays,
    signal: new AbortController().signal,
    onAnswer,
    checked,
  });
  return { outcome, slept, onAnswer };
}

describe('waiting for a top-up', () => {
  it('backs off from about a second to five, for about a minute', () => {
    const delays = pollDelays();
    expect(delays.slice(0, 5)).toEqual([1_000, 1_500, 2_250, 3_375, 5_000]);
    expect(Math.max(...delays)).toBe(5_000);
    const total = delays.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThanOrEqual(60_000);
    expect(total - (delays.at(-1) ?? 0)).toBeLessThan(60_000);
  });

  it('checks until the top-up is paid', async () => {
    const load = answers(TOP_UP, TOP_UP, { ...TOP_UP, status: 'paid' });
    const { outcome, slept, onAnswer } = wait(load);
    expect(await outcome).toEqual({ status: 'paid', topUp: { ...TOP_UP, status: 'paid' } });
    expect(slept).toEqual([10, 20]);
    expect(onAnswer).toHaveBeenCalledTimes(3);
  });

  it('starts with a pause when the first check was made already (by the page’s loader)', async () => {
    const load = answers(TOP_UP, { ...TOP_UP, status: 'paid' });
    const { outcome, slept } = wait(load, [10, 20, 30], true);
    expect(await outcome).toMatchObject({ status: 'paid' });
    expect(slept).toEqual([10, 20]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stops at a failed top-up', async () => {
    const { outcome } = wait(answers(TOP_UP, { ...TOP_UP, status: 'failed' }));
    expect(await outcome).toEqual({ status: 'failed' });
  });

  it('gives up waiting after the last pause', async () => {
    const load = answers(TOP_UP);
    const { outcome, slept } = wait(load);
    expect(await outcome).toEqual({ status: 'waiting' });
    expect(slept).toEqual([10, 20, 30]);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('checks again after no answer, and fails on a refusal', async () => {
    const paid = { ...TOP_UP, status: 'paid' as const };
    expect(await wait(answers(new ApiError('down', 0, 0), paid)).outcome).toMatchObject({ status: 'paid' });
    expect(await wait(answers(new ApiError('gone', 404, 404))).outcome).toEqual({ status: 'failed' });
  });

  it('fails a top-up of another gateway than the page’s', async () => {
    expect(await wait(answers({ ...TOP_UP, gateway: 'paypal', status: 'paid' })).outcome).toEqual({
      status: 'failed',
    });
  });
});
