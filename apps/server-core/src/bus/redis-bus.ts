import { closeRedis, connectRedis, type RedisClientLike, type RedisLogger } from '../redis-connection';
import type { BroadcastMessages, BroadcastTopic, BusLogger, NotificationBus, Unsubscribe, WorkMessages, WorkTopic } from './notification-bus';

// The bus between processes (scaled mode). A broadcast is a Redis PUBLISH. A work message is kept
// in a Redis list (LPUSH) and a PUBLISH rings every handler's doorbell; each handler then takes
// messages off the list (RPOP, atomic: one message, one handler) until it is empty. A handler
// empties the list when it starts too, so work sent while no notify ran is done when one starts.
// Nothing polls: between messages the processes only listen.

export interface RedisBusCommands {
  publish(channel: string, message: string): Promise<unknown>;
  lPush(key: string, element: string): Promise<unknown>;
  rPop(key: string): Promise<string | null>;
}

export interface RedisBusSubscriber {
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  unsubscribe(channel: string): Promise<unknown>;
}

/** Names the bus uses in Redis; the prefix keeps deployments sharing one Redis apart. */
export function busKeys(prefix = 'startupsetu:bus') {
  return {
    channel: (topic: BroadcastTopic) => `${prefix}:${topic}`,
    queue: (topic: WorkTopic) => `${prefix}:queue:${topic}`,
    doorbell: (topic: WorkTopic) => `${prefix}:doorbell:${topic}`,
  };
}

export interface RedisBusOptions {
  commands: RedisBusCommands;
  /** A client in subscriber mode (it takes no other commands). */
  subscriber: RedisBusSubscriber;
  log: BusLogger;
  prefix?: string;
  /** Closes both clients; called by close() once the work in hand is done. */
  closeClients?: () => Promise<void>;
}

export function createRedisBus({ commands, subscriber, log, prefix, closeClients }: RedisBusOptions): NotificationBus {
  const keys = busKeys(prefix);
  const listeners = new Map<BroadcastTopic, Set<(message: never) => void>>();
  const drains = new Set<Promise<void>>();
  let closed = false;

  async function listen(channel: string, onMessage: (raw: string) => void): Promise<Unsubscribe> {
    await subscriber.subscribe(channel, onMessage);
    return () => void subscriber.unsubscribe(channel).catch(() => undefined);
  }

  return {
    async send(topic, message) {
      await commands.lPush(keys.queue(topic), JSON.stringify(message));
      await commands.publish(keys.doorbell(topic), '');
    },

    async handle<T extends WorkTopic>(topic: T, handler: (message: WorkMessages[T]) => Promise<void>) {
      let running: Promise<void> | undefined;
      let again = false;
      const takeAll = async () => {
        for (let raw = await commands.rPop(keys.queue(topic)); raw !== null && !closed; raw = await commands.rPop(keys.queue(topic))) {
          try {
            await handler(JSON.parse(raw) as WorkMessages[T]);
          } catch (error) {
            log.warn({ err: error, topic }, 'a message of the notification bus failed');
          }
        }
      };
      const drain = () => {
        if (running) {
          again = true;
          return;
        }
        running = (async () => {
          do {
            again = false;
            await takeAll().catch((error: unknown) => log.warn({ err: error, topic }, 'could not read the notification bus'));
          } while (again && !closed);
        })().finally(() => {
          drains.delete(running!);
          running = undefined;
        });
        drains.add(running);
      };
      const stop = await listen(keys.doorbell(topic), drain);
      drain();
      return stop;
    },

    async publish(topic, message) {
      await commands.publish(keys.channel(topic), JSON.stringify(message));
    },

    async subscribe<T extends BroadcastTopic>(topic: T, handler: (message: BroadcastMessages[T]) => void) {
      let set = listeners.get(topic);
      if (!set) {
        const fresh = new Set<(message: never) => void>();
        listeners.set(topic, fresh);
        set = fresh;
        await listen(keys.channel(topic), (raw) => {
          const message = JSON.parse(raw) as never;
          for (const listener of fresh) {
            try {
              listener(message);
            } catch (error) {
              log.warn({ err: error, topic }, 'a subscriber of the notification bus failed');
            }
          }
        });
      }
      set.add(handler as (message: never) => void);
      return () => void set.delete(handler as (message: never) => void);
    },

    async close() {
      closed = true;
      await Promise.allSettled([...drains]);
      await closeClients?.();
    },
  };
}

/**
 * Connects the two clients the bus needs (one for commands, one subscribed) and makes the bus.
 * The redis package loads only here: a process without Redis (`npm start`) starts faster.
 */
export async function connectRedisBus(url: string, log: RedisLogger & BusLogger, { prefix }: { prefix?: string } = {}): Promise<NotificationBus> {
  const { createClient } = await import('redis');
  const connect = () => connectRedis(url, (socket) => createClient({ url, socket }), log);
  const commands = await connect();
  let subscriber: RedisClientLike & RedisBusSubscriber;
  try {
    subscriber = await connect();
  } catch (error) {
    await closeRedis(commands);
    throw error;
  }
  return createRedisBus({
    commands,
    subscriber,
    log,
    prefix,
    closeClients: async () => {
      await Promise.all([closeRedis(commands), closeRedis(subscriber)]);
    },
  });
}
