import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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

export interface PushDeliveryOptions {
  /** How often the queue is read for retries and for what other instances queued. */
  intervalMs?: number;
}

/** notify's sender of the push queue (DESIGN §6.6): runs on every notify; each push is sent once. */
async function pushDelivery(app: FastifyInstance, { intervalMs = 2000 }: PushDeliveryOptions) {
  const { db, config } = app;
  const keys = vapidKeysFor({ push: config.push, dataDir: config.dataDir, scaled: isScaledMode(config) });
  const sender = createPushSender({ db, vapid: { ...keys, subject: config.push.vapidSubject }, log: app.log });

  let running: Promise<void> | undefined;
  let again = false;
  const flush = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sender.sendDue().catch((error: unknown) => app.log.error({ err: error }, 'push queue: sending failed'));
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });

  app.decorate('pushes', { publicKey: keys.publicKey, flush } satisfies PushDelivery);
}

export default fp(pushDelivery, { name: 'startupsetu-push-delivery', fastify: '5.x' });
