import type { ServerEvent, ServerEventPayload } from '../contract/socket-events';
import type { NotificationType } from '../db/schema';

// How api and notify tell each other things (DESIGN §7.1): one interface, a call within the
// embedded process (in-process-bus.ts), Redis between processes when scaled (redis-bus.ts).

/** A notification the api asks notify to store and deliver (notify checks blocks and users). */
export interface NotificationRequest {
  userId: string;
  type: NotificationType;
  message: string;
  actorId: string | null;
  /** The app path the notification opens. */
  link?: string;
}

/** An event for every socket of one user, wherever the api instance holding it runs. */
export interface UserEvent<E extends ServerEvent = ServerEvent> {
  userId: string;
  event: E;
  payload: ServerEventPayload<E>;
}

/** Work: each message is handled once, by one handler (one notify), kept until one is there. */
export interface WorkMessages {
  'notification.requested': NotificationRequest;
}

/** Broadcast: each message reaches every subscriber, in every process on the bus. */
export interface BroadcastMessages {
  /** notify → api: for the user's sockets. */
  'user.event': UserEvent;
  /**
   * api → notify: a push was queued in push_deliveries. The table stays the durable queue (a push
   * queued while no notify runs is sent at its next start); this only wakes the senders.
   */
  'push.queued': { count: number };
}

export type WorkTopic = keyof WorkMessages;
export type BroadcastTopic = keyof BroadcastMessages;
export type Unsubscribe = () => void;

export interface NotificationBus {
  /**
   * Hands the message to the topic's one handler. In one process it is a call: it resolves when
   * the handler has done, and rejects as it does. Across processes it resolves once the message is
   * queued; a handler's failure is then logged where it ran.
   */
  send<T extends WorkTopic>(topic: T, message: WorkMessages[T]): Promise<void>;
  /** Becomes the topic's handler in this process (one per process); across processes, messages queued while none ran come first. */
  handle<T extends WorkTopic>(topic: T, handler: (message: WorkMessages[T]) => Promise<void>): Promise<Unsubscribe>;
  /** Every subscriber of the topic gets the message; resolves once it is on its way. */
  publish<T extends BroadcastTopic>(topic: T, message: BroadcastMessages[T]): Promise<void>;
  subscribe<T extends BroadcastTopic>(topic: T, handler: (message: BroadcastMessages[T]) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}

export interface BusLogger {
  warn(details: object, message: string): void;
}
