import type { BroadcastMessages, BroadcastTopic, BusLogger, NotificationBus, WorkMessages, WorkTopic } from './notification-bus';

type AnyHandler = (message: never) => unknown;

/**
 * The bus of one process (embedded mode, tests): a send is a call to the handler, a publish calls
 * every subscriber. A send with no handler in the process (an api started alone without REDIS_URL)
 * rejects at once, as a call to a notify that is not running did: its caller logs and carries on.
 */
export function createInProcessBus({ log }: { log?: BusLogger } = {}): NotificationBus {
  const handlers = new Map<WorkTopic, AnyHandler>();
  const subscribers = new Map<BroadcastTopic, Set<AnyHandler>>();
  let closed = false;

  return {
    async send<T extends WorkTopic>(topic: T, message: WorkMessages[T]) {
      if (closed) throw new Error('the notification bus is closed');
      const handler = handlers.get(topic) as ((message: WorkMessages[T]) => Promise<void>) | undefined;
      if (!handler) throw new Error(`nothing in this process handles ${topic} (notify runs elsewhere: set REDIS_URL)`);
      return handler(message);
    },
    async handle<T extends WorkTopic>(topic: T, handler: (message: WorkMessages[T]) => Promise<void>) {
      if (handlers.has(topic)) throw new Error(`${topic} has a handler in this process already`);
      handlers.set(topic, handler as AnyHandler);
      return () => {
        if (handlers.get(topic) === handler) handlers.delete(topic);
      };
    },
    async publish<T extends BroadcastTopic>(topic: T, message: BroadcastMessages[T]) {
      if (closed) return;
      for (const subscriber of subscribers.get(topic) ?? []) {
        try {
          (subscriber as (message: BroadcastMessages[T]) => void)(message);
        } catch (error) {
          log?.warn({ err: error, topic }, 'a subscriber of the notification bus failed');
        }
      }
    },
    async subscribe<T extends BroadcastTopic>(topic: T, handler: (message: BroadcastMessages[T]) => void) {
      const set = subscribers.get(topic) ?? new Set();
      set.add(handler as AnyHandler);
      subscribers.set(topic, set);
      return () => void set.delete(handler as AnyHandler);
    },
    async close() {
      closed = true;
      handlers.clear();
      subscribers.clear();
    },
  };
}
