import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUARD_WINDOW_MS, useGuardedAction } from './use-guarded-action.ts';

describe('useGuardedAction', () => {
  // Only the clock is faked: the guard reads Date.now(), and React's act needs real timers to flush.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
  afterEach(() => vi.useRealTimers());

  it('ignores repeats within 1500 ms of the start, then lets the next click through', async () => {
    const action = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useGuardedAction(action));
    await act(() => result.current.run());
    await act(() => result.current.run());
    expect(action).toHaveBeenCalledTimes(1);
    advance(GUARD_WINDOW_MS - 1);
    await act(() => result.current.run());
    expect(action).toHaveBeenCalledTimes(1);
    advance(1);
    await act(() => result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks while the call is still pending, even after the window, and reports pending', async () => {
    let finish: () => void = () => undefined;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useGuardedAction(action, 100));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run();
    });
    expect(result.current.pending).toBe(true);
    advance(5000);
    await act(() => result.current.run());
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.pending).toBe(false);
    act(() => {
      void result.current.run();
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('releases the guard when the call fails', async () => {
    const action = vi.fn(() => Promise.reject(new Error('boom')));
    const { result } = renderHook(() => useGuardedAction(action, 10));
    await act(() => expect(result.current.run()).rejects.toThrow('boom'));
    expect(result.current.pending).toBe(false);
    advance(10);
    await act(() => expect(result.current.run()).rejects.toThrow('boom'));
    expect(action).toHaveBeenCalledTimes(2);
  });
});
