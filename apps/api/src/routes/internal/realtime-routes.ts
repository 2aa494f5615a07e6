import { requireInternalSecret } from '@startupsetu/server-core/http/internal-auth';
import type { ServerEvent, ServerEventPayload } from '@startupsetu/server-core/contract/socket-events';
import type { FastifyInstance } from 'fastify';

interface RealtimeBody {
  userId: string;
  event: string;
  payload?: unknown;
}

// Names socket.io keeps for itself: emitting one throws.
const RESERVED_EVENTS = ['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener'];

const realtimeSchema = {
  body: {
    type: 'object',
    required: ['userId', 'event'],
    properties: {
      userId: { type: 'string', minLength: 1, maxLength: 64 },
      event: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_:.-]{0,63}$', not: { enum: RESERVED_EVENTS } },
      payload: {},
    },
  },
  response: { 202: { type: 'object', properties: { success: { type: 'boolean' } } } },
} as const;

// Registered under /internal: how a notify running without the api in its process pushes a
// notification to a user's sockets.
export default async function internalRealtimeRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireInternalSecret(app.config.internalSecret));

  app.post<{ Body: RealtimeBody }>('/realtime', { schema: realtimeSchema }, async (request, reply) => {
    const { userId, event, payload } = request.body;
    // notify relays the events it emits (typed there); this route only checks the caller and the name.
    app.realtime.toUser(userId, event as ServerEvent, (payload ?? null) as ServerEventPayload<ServerEvent>);
    return reply.code(202).send({ success: true });
  });
}
