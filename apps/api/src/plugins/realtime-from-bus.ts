import type { Unsubscribe } from '@startupsetu/server-core/bus/notification-bus';
import { userRoom } from '@startupsetu/server-core/realtime-emitter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// What notify has for a user's sockets (a new notification) reaches every api instance over the
// bus; each emits to the sockets it holds itself (`local`): through the Redis adapter every
// instance would reach every socket, and each socket would hear the event once per instance.
async function realtimeFromBus(app: FastifyInstance) {
  let stop: Unsubscribe | undefined;
  app.addHook('onReady', async () => {
    stop = await app.bus.subscribe('user.event', ({ userId, event, payload }) => {
      app.io.local.to(userRoom(userId)).emit(event, payload as never);
    });
  });
  app.addHook('preClose', async () => stop?.());
}

export default fp(realtimeFromBus, { name: 'startupsetu-realtime-from-bus', fastify: '5.x', dependencies: ['startupsetu-bus', 'startupsetu-realtime'] });
