import { describe, expect, it, vi } from 'vitest';
import { countWithPending, createLikeSync, isLikesEvent, type LikeState } from './like-sync';

/** A fake server: `send` waits until the test answers it. */
function fakeServer(initial: LikeState) {
  let state = initial;
  const waiting: Array<() => void> = [];
  const sent: boolean[] = [];
  const send = (liked: boolean) =>
    new Promise<LikeState>((resolve) => {
      sent.push(liked);
      waiting.push(() => {
        if (liked !== state.liked) state = { liked, likes: state.likes + (liked ? 1 : -1) };
        resolve(state);
      });
    });
  const answer = async () => {
    waiting.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { send, sent, answer, state: () => state };
}

describe('createLikeSync', () => {
  it('sends one request for one click and reports the server count', async () => {
    const server = fakeServer({ liked: false, likes: 4 });
    const onConfirmed = vi.fn();
    const onSettled = vi.fn();
    const sync = createLikeSync(false, { send: server.send, onConfirmed, onSettled });
    sync.want(true);
    await server.answer();
    expect(server.sent).toEqual([true]);
    expect(onConfirmed).toHaveBeenLastCalledWith({ liked: true, likes: 5 });
    expect(onSettled).toHaveBeenCalledWith(undefined);
  });

  it('ends in the last clicked state after rapid clicks, one request at a time', async () => {
    const server = fakeServer({ liked: false, likes: 0 });
    const onSettled = vi.fn();
    const sync = createLikeSync(false, { send: server.send, onConfirmed: () => {}, onSettled });
    sync.want(true);
    sync.want(false);
    sync.want(true);
    sync.want(false);
    expect(server.sent).toEqual([true]);
    await server.answer();
    expect(server.sent).toEqual([true, false]);
    await server.answer();
    expect(server.state()).toEqual({ liked: false, likes: 0 });
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('sends nothing more when the wish matches the answer', async () => {
    const server = fakeServer({ liked: false, likes: 0 });
    const sync = createLikeSync(false, { send: server.send, onConfirmed: () => {}, onSettled: () => {} });
    sync.want(true);
    sync.want(false);
    sync.want(true);
    await server.answer();
    expect(server.sent).toEqual([true]);
    expect(server.state().liked).toBe(true);
  });

  it('drops the wish and reports a failed request', async () => {
    const onSettled = vi.fn();
    const sync = createLikeSync(false, {
      send: () => Promise.reject(new Error('offline')),
      onConfirmed: () => {},
      onSettled,
    });
    sync.want(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }));
  });

  it('follows a state learnt elsewhere while idle', async () => {
    const send = vi.fn(async (liked: boolean) => ({ liked, likes: 1 }));
    const sync = createLikeSync(false, { send, onConfirmed: () => {}, onSettled: () => {} });
    sync.sync(true);
    sync.want(true);
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('the like count while a choice waits to sync', () => {
  it("moves the server's count by the pending choice", () => {
    expect(countWithPending({ liked: false, likes: 3 }, true)).toBe(4);
    expect(countWithPending({ liked: true, likes: 3 }, false)).toBe(2);
  });

  it("shows the server's count when nothing waits or the choice matches the server", () => {
    expect(countWithPending({ liked: false, likes: 3 }, null)).toBe(3);
    expect(countWithPending({ liked: true, likes: 3 }, true)).toBe(3);
    expect(countWithPending({ liked: true, likes: 0 }, false)).toBe(0);
  });
});

describe('isLikesEvent', () => {
  it('takes a video id with a whole, non-negative count and nothing else', () => {
    expect(isLikesEvent({ videoId: 'v1', likes: 3 })).toBe(true);
    expect(isLikesEvent({ videoId: 'v1', likes: 0 })).toBe(true);
    expect(isLikesEvent({ videoId: 'v1', likes: -1 })).toBe(false);
    expect(isLikesEvent({ videoId: 'v1', likes: 1.5 })).toBe(false);
    expect(isLikesEvent({ videoId: 'v1', likes: '3' })).toBe(false);
    expect(isLikesEvent({ likes: 3 })).toBe(false);
    expect(isLikesEvent(null)).toBe(false);
  });
});
