import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { createRealtimeChannel } from './realtime';
import { createWatchedVideos, MAX_WATCHED_VIDEOS, WATCH_SETTLE_MS, watchedVideosOf } from './watched-videos';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function recorder() {
  const sent: string[][] = [];
  return { sent, watched: createWatchedVideos((videoIds) => sent.push(videoIds)) };
}

describe('the videos on screen', () => {
  it('are sent once the set settles, not at every card that passes by', () => {
    const { sent, watched } = recorder();
    watched.show('a');
    const hideB = watched.show('b');
    hideB();
    watched.show('c');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(WATCH_SETTLE_MS);
    expect(sent).toEqual([['a', 'c']]);
  });

  it('are sent again only when they change; a video leaves once every card showing it has gone', () => {
    const { sent, watched } = recorder();
    const hideFirst = watched.show('a');
    const hideSecond = watched.show('a');
    vi.advanceTimersByTime(WATCH_SETTLE_MS);
    hideFirst();
    hideFirst();
    vi.advanceTimersByTime(WATCH_SETTLE_MS);
    expect(sent).toEqual([['a']]);
    hideSecond();
    vi.advanceTimersByTime(WATCH_SETTLE_MS);
    expect(sent).toEqual([['a'], []]);
  });

  it('hold at most the server’s limit', () => {
    const { sent, watched } = recorder();
    for (let i = 0; i < MAX_WATCHED_VIDEOS + 5; i += 1) watched.show(i.toString(16).padStart(4, '0'));
    vi.advanceTimersByTime(WATCH_SETTLE_MS);
    expect(sent[0]).toHaveLength(MAX_WATCHED_VIDEOS);
  });
});

class FakeSocket extends EventEmitter {
  connected = false;
  emitted: unknown[][] = [];
  override emit(event: string, ...args: unknown[]): boolean {
    if (event === 'connect' || event === 'disconnect') return super.emit(event, ...args);
    this.emitted.push([event, ...args]);
    return true;
  }
  serverConnects() {
    this.connected = true;
    this.emit('connect');
  }
  serverDrops() {
    this.connected = false;
    this.emit('disconnect');
  }
}

/** A realtime channel with `socket` under it. */
function channelOn(socket: FakeSocket) {
  const channel = createRealtimeChannel();
  channel.use(socket as unknown as Socket);
  return channel;
}

describe("the session socket's watched videos", () => {
  it('are sent as watchVideos while connected, nothing while down, and again after every reconnect', () => {
    const fake = new FakeSocket();
    const channel = channelOn(fake);
    const watched = watchedVideosOf(channel);
    expect(watchedVideosOf(channel)).toBe(watched);
    watched.show('a');
    vi.advanceTimersByTime(WATCH_SETTLE_MS);
    expect(fake.emitted).toEqual([]);

    fake.serverConnects();
    expect(fake.emitted).toEqual([['watchVideos', { videoIds: ['a'] }]]);
    watched.show('b');
    vi.advanceTimersByTime(WATCH_SETTLE_MS);
    expect(fake.emitted.at(-1)).toEqual(['watchVideos', { videoIds: ['a', 'b'] }]);

    fake.serverDrops();
    fake.serverConnects();
    expect(fake.emitted).toHaveLength(3);
    expect(fake.emitted.at(-1)).toEqual(['watchVideos', { videoIds: ['a', 'b'] }]);
  });

  it('a socket that watches nothing sends nothing when it connects', () => {
    const fake = new FakeSocket();
    fake.serverConnects();
    watchedVideosOf(channelOn(fake));
    fake.serverDrops();
    fake.serverConnects();
    expect(fake.emitted).toEqual([]);
  });

  it('cards shown before the socket exists are watched once it comes and connects', () => {
    const channel = createRealtimeChannel();
    const watched = watchedVideosOf(channel);
    watched.show('a');
    vi.advanceTimersByTime(WATCH_SETTLE_MS);
    const fake = new FakeSocket();
    channel.use(fake as unknown as Socket);
    expect(fake.emitted).toEqual([]);
    fake.serverConnects();
    expect(fake.emitted).toEqual([['watchVideos', { videoIds: ['a'] }]]);
  });
});
