import { SESSION_IDLE_MS } from '@startupsetu/server-core/repositories/sessions-repository';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeWhenSessionIdles } from './session-idle';

const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A session whose last_seen_at tests move, read the way the socket reads it. */
function session(lastSeen: number) {
  const state = { ended_at: null as string | null, last_seen_at: new Date(lastSeen).toISOString() };
  const read = vi.fn(async () => ({ ...state }));
  return { state, read };
}

describe('closeWhenSessionIdles (a socket closes when its session goes 30 days unused)', () => {
  it('closes the socket of a session nobody used for 30 days, not a moment before', async () => {
    const { read } = session(Date.now());
    const close = vi.fn();
    closeWhenSessionIdles({ lastSeenAt: new Date().toISOString(), read, close });
    await vi.advanceTimersByTimeAsync(SESSION_IDLE_MS - 1);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('keeps the socket of a session used since, and closes it 30 days after that use', async () => {
    const start = Date.now();
    const { state, read } = session(start);
    const close = vi.fn();
    closeWhenSessionIdles({ lastSeenAt: new Date(start).toISOString(), read, close });
    await vi.advanceTimersByTimeAsync(20 * DAY);
    state.last_seen_at = new Date(Date.now()).toISOString();
    await vi.advanceTimersByTimeAsync(10 * DAY);
    expect(read).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20 * DAY);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('closes at the check when the session ended or is gone; asks again later when the database fails', async () => {
    const ended = session(Date.now());
    ended.state.ended_at = new Date().toISOString();
    const closeEnded = vi.fn();
    closeWhenSessionIdles({ lastSeenAt: ended.state.last_seen_at, read: ended.read, close: closeEnded });

    const closeGone = vi.fn();
    closeWhenSessionIdles({ lastSeenAt: new Date().toISOString(), read: async () => undefined, close: closeGone });

    const failing = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(undefined);
    const closeFailing = vi.fn();
    closeWhenSessionIdles({ lastSeenAt: new Date().toISOString(), read: failing, close: closeFailing });

    await vi.advanceTimersByTimeAsync(SESSION_IDLE_MS);
    expect(closeEnded).toHaveBeenCalledTimes(1);
    expect(closeGone).toHaveBeenCalledTimes(1);
    expect(closeFailing).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(closeFailing).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (the socket disconnected)', async () => {
    const { read } = session(Date.now());
    const close = vi.fn();
    const cancel = closeWhenSessionIdles({ lastSeenAt: new Date().toISOString(), read, close });
    await vi.advanceTimersByTimeAsync(10 * DAY);
    cancel();
    await vi.advanceTimersByTimeAsync(40 * DAY);
    expect(read).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });
});
