import { describe, expect, it, vi } from 'vitest';
import { createRedisBus, type RedisBusCommands, type RedisBusSubscriber } from './redis-bus';
import type { BusLogger, NotificationBus, NotificationRequest } from './notification-bus';

// The Redis bus's rules against a Redis of a few lines (PUBLISH to subscribed listeners, LPUSH and
// RPOP on lists): several processes, each with its own bus on one Redis. The same bus on a real
// Redis, across real api and notify processes, runs in the scale suite (scale/).

function fakeRedis() {
  const lists = new Map<string, string[]>();
  const channels = new Map<string, Set<(message: string) => void>>();
  const published: string[] = [];
  const commands: RedisBusCommands = {
    async publish(channel, message) {
      published.push(channel);
      // Redis delivers to subscribers asynchronously, after the PUBLISH answered.
      for (const listener of channels.get(channel) ?? []) queueMicrotask(() => listener(message));
      return channels.get(channel)?.size ?? 0;
    },
    async lPush(key, element) {
      lists.set(key, [element, ...(lists.get(key) ?? [])]);
    },
    async rPop(key) {
      return lists.get(key)?.pop() ?? null;
    },
  };
  const subscriber = (): RedisBusSubscriber => {
    const mine = new Map<string, (message: string) => void>();
    return {
      async subscribe(channel, listener) {
        mine.set(channel, listener);
        channels.set(channel, (channels.get(channel) ?? new Set()).add(listener));
      },
      async unsubscribe(channel) {
        const listener = mine.get(channel);
        if (listener) channels.get(channel)?.delete(listener);
      },
    };
  };
  /** A process's bus on this Redis. */
  const process = (log: BusLogger = { warn: () => {} }): NotificationBus => createRedisBus({ commands, subscriber: subscriber(), log });
  return { lists, published, process };
}

const request = (message: string): NotificationRequest => ({ userId: 'u1', type: 'report', message, actorId: null });

/** Resolves with the messages `count` handlings took, across the handlers given. */
function collector(count: number) {
  const taken: { by: string; message: string }[] = [];
  let done!: () => void;
  const all = new Promise<void>((resolve) => (done = resolve));
  const handler = (by: string) => async (message: NotificationRequest) => {
    taken.push({ by, message: message.message });
    if (taken.length === count) done();
  };
  return { taken, all, handler };
}

describe('the Redis bus', () => {
  it('hands each work message to one handler of all the processes, each message once', async () => {
    const redis = fakeRedis();
    const [api, notify1, notify2] = [redis.process(), redis.process(), redis.process()];
    const { taken, all, handler } = collector(6);
    await notify1.handle('notification.requested', handler('notify 1'));
    await notify2.handle('notification.requested', handler('notify 2'));
    for (const n of [1, 2, 3, 4, 5, 6]) await api.send('notification.requested', request(`m${n}`));
    await all;
    expect(taken.map((t) => t.message).sort()).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    expect(redis.lists.get('startupsetu:bus:queue:notification.requested')).toEqual([]);
  });

  it('keeps work sent while no handler runs, and hands it over, in order, when one starts', async () => {
    const redis = fakeRedis();
    const api = redis.process();
    await api.send('notification.requested', request('first'));
    await api.send('notification.requested', request('second'));
    const { taken, all, handler } = collector(2);
    await redis.process().handle('notification.requested', handler('late notify'));
    await all;
    expect(taken.map((t) => t.message)).toEqual(['first', 'second']);
  });

  it('logs a handler that fails and goes on with the next message', async () => {
    const redis = fakeRedis();
    const warn = vi.fn();
    const { taken, all, handler } = collector(1);
    const bus = redis.process({ warn });
    await bus.handle('notification.requested', async (message) => {
      if (message.message === 'bad') throw new Error('User not found');
      await handler('notify')(message);
    });
    await bus.send('notification.requested', request('bad'));
    await bus.send('notification.requested', request('good'));
    await all;
    expect(taken.map((t) => t.message)).toEqual(['good']);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ topic: 'notification.requested' }), 'a message of the notification bus failed');
  });

  it('publishes a broadcast to every subscriber in every process', async () => {
    const redis = fakeRedis();
    const [notify, api1, api2] = [redis.process(), redis.process(), redis.process()];
    const heard: string[] = [];
    let done!: () => void;
    const both = new Promise<void>((resolve) => (done = resolve));
    for (const [name, api] of [['api 1', api1], ['api 2', api2]] as const) {
      await api.subscribe('user.event', ({ userId }) => {
        heard.push(`${name}: ${userId}`);
        if (heard.length === 2) done();
      });
    }
    await notify.publish('user.event', { userId: 'u7', event: 'notification', payload: {} as never });
    await both;
    expect(heard.sort()).toEqual(['api 1: u7', 'api 2: u7']);
  });
});
