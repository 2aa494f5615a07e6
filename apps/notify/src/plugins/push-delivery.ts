import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Unsubscribe } from '@startupsetu/server-core/bus/notification-bus';
import { isScaledMode } from '@startupsetu/server-core/config';
import { vapidKeysFor } from '@startupsetu/server-core/push/push-settings';
import { createPushSender } from '../push/push-sender';

declare module 'fastify' {
  interface FastifyInstance {
    pushes: PushDelivery;
  }
}

export interface PushDelivery {
  /** The VAPID public key this notify signs with (GET /api/push/key). */
  publicKey: string;
  /** Sends every queued push that is due (call it after queueing one); resolves when done. */
  flush(): Promise<void>;
}

/**
 * The longest the sender sleeps with pushes waiting for a retry: a retry another notify scheduled
 * before it stopped is sent within this. Nothing else reads the queue on a timer.
 */
export const SAFETY_SWEEP_MS = 5 * 60_000;
const MIN_WAKE_MS = 1_000;

/**
 * notify's sender of the push queue (DESIGN §6.6): runs on every notify; each push is sent once.
 * The table is the durable queue; the sender wakes when the bus says a push was queued, at start
 * (what was queued while no notify ran), and when the earliest retry falls due.
 */
async function pushDelivery(app: FastifyInstance) {
  const { db, config } = app;
  const keys = vapidKeysFor({ push: config.push, dataDir: config.dataDir, scaled: isScaledMode(config) });
  const sender = createPushSender({ db, vapid: { ...keys, subject: config.push.vapidSubject }, log: app.log });

  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const wakeForNextRetry = async () => {
    const dueAt = await sender.nextDueAt();
    clearTimeout(timer);
    if (closed) return;
    // At least a second: a queue that cannot be read or sent right now is not tried in a tight loop.
    const wait = dueAt === undefined ? SAFETY_SWEEP_MS : Math.min(Math.max(MIN_WAKE_MS, dueAt - Date.now()), SAFETY_SWEEP_MS);
    timer = setTimeout(() => void flush(), wait);
    timer.unref();
  };

  const flush = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sender.sendDue().catch((error: unknown) => app.log.error({ err: error }, 'push queue: sending failed'));
      } while (again && !closed);
      await wakeForNextRetry().catch((error: unknown) => app.log.warn({ err: error }, 'push queue: could not read the next retry'));
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  let stopListening: Unsubscribe | undefined;
  app.addHook('onReady', async () => {
    stopListening = await app.bus.subscribe('push.queued', () => void flush());
    void flush();
  });
  app.addHook('onClose', async () => {
    closed = true;
    stopListening?.();
    clearTimeout(timer);
    await running;
    clearTimeout(timer);
  });

  app.decorate('pushes', { publicKey: keys.publicKey, flush } satisfies PushDelivery);
}

export default fp(pushDelivery, { name: 'startupsetu-push-delivery', fastify: '5.x', dependencies: ['startupsetu-bus'] });
