import { requireInternalSecret } from '@startupsetu/server-core/http/internal-auth';
import type { FastifyInstance } from 'fastify';
import { notificationSchema } from '@startupsetu/server-core/contract/notification-schemas';
import type { NewNotification } from '@startupsetu/server-core/repositories/notification-rows';

// No NUL: PostgreSQL text cannot hold it, so a lookup with one would fail as a 500.
const idField = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^\\u0000]*$' } as const;

const createSchema = {
  body: {
    type: 'object',
    required: ['userId', 'type', 'message'],
    properties: {
      userId: idField,
      type: { type: 'string', enum: ['comment', 'connect', 'ignite', 'report'] },
      message: { type: 'string', minLength: 1, maxLength: 2000, pattern: '^[^\\u0000]*$' },
      actorId: { anyOf: [idField, { type: 'null' }] },
      // The app path it opens, such as '/videos#video-<id>'.
      link: { type: 'string', minLength: 1, maxLength: 500, pattern: '^/(?!/)[^\\u0000]*$' },
    },
  },
  response: {
    201: { type: 'object', properties: { success: { type: 'boolean' }, notification: notificationSchema } },
    // A block stands between the actor and the recipient: nothing was stored.
    200: { type: 'object', properties: { success: { type: 'boolean' }, notification: { type: 'null' } } },
  },
} as const;

// Registered under /internal (never proxied by the gateway): the api asks for notifications here,
// e.g. when someone comments on another user's video.
export default async function internalNotificationRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireInternalSecret(app.config.internalSecret));

  app.post<{ Body: NewNotification }>('/notifications', { schema: createSchema }, async (request, reply) => {
    const notification = await app.notifications.deliver(request.body);
    return reply.code(notification ? 201 : 200).send({ success: true, notification });
  });
}
