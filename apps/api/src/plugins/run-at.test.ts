import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAt } from './run-at';

const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('runAt (a socket closes when its 31-day token expires)', () => {
  it('runs at a moment beyond the longest single timer (about 24.8 days), not before', () => {
    const run = vi.fn();
    runAt(Date.now() + 31 * DAY, run);
    vi.advanceTimersByTime(31 * DAY - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once for a moment already past, and never once cancelled', () => {
    const past = vi.fn();
    runAt(Date.now() - 1, past);
    expect(past).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = runAt(Date.now() + 30 * DAY, cancelled);
    vi.advanceTimersByTime(25 * DAY);
    cancel();
    vi.advanceTimersByTime(10 * DAY);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
