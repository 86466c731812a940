import { FETCH_DELAY_MS, LOADING_BAR_THROTTLE_MS } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useThrottledLoading } from './use-loading.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => bus.emit('requests:pending', { count: 0 }));
  jest.useRealTimers();
});

const pending = (count: number) => act(() => bus.emit('requests:pending', { count }));
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('the loading bar’s delays (SPEC §9)', () => {
  it('uses the spec’s 200 ms fetch delay and throttle by default', () => {
    expect(FETCH_DELAY_MS).toBe(200);
    expect(LOADING_BAR_THROTTLE_MS).toBe(200);
    const { result } = renderHook(() => useThrottledLoading(false));
    pending(1);
    advance(199);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
  });

  it('never shows for API calls answered within the fetch delay', () => {
    const { result } = renderHook(() => useThrottledLoading(false, { fetchDelayMs: 300, throttleMs: 100 }));
    pending(2);
    advance(150);
    pending(1);
    advance(100);
    pending(0);
    advance(1_000);
    expect(result.current).toBe(false);
  });

  it('shows API calls pending past the fetch delay until none is pending', () => {
    const { result } = renderHook(() => useThrottledLoading(false, { fetchDelayMs: 300, throttleMs: 100 }));
    pending(1);
    advance(299);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
    pending(0);
    expect(result.current).toBe(false);
  });

  it('shows a navigation pending past the throttle, by its own delay', () => {
    const { result, rerender } = renderHook(
      ({ navigating }) => useThrottledLoading(navigating, { fetchDelayMs: 300, throttleMs: 100 }),
      { initialProps: { navigating: true } },
    );
    advance(99);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
    rerender({ navigating: false });
    expect(result.current).toBe(false);
  });

  it('starts the fetch delay afresh for calls after a quiet moment', () => {
    const { result } = renderHook(() => useThrottledLoading(false, { fetchDelayMs: 300, throttleMs: 100 }));
    pending(1);
    advance(250);
    pending(0);
    pending(1);
    advance(250);
    expect(result.current).toBe(false);
    advance(50);
    expect(result.current).toBe(true);
  });
});
