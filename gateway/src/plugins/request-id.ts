import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

export const requestIdHeader = 'x-request-id';

const saneId = /^[A-Za-z0-9._-]{1,128}$/;

// Fastify's genReqId: the id is settled before any hook or log line runs. Ids we cannot trust
// to be logged and forwarded safely are replaced.
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers[requestIdHeader];
  return typeof incoming === 'string' && saneId.test(incoming) ? incoming : randomUUID();
}

export default fp(
  async function requestIds(app) {
    // onSend runs after a proxied reply has copied the upstream's headers, so ours is the one kept.
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header(requestIdHeader, request.id);
      done(null, payload);
    });
  },
  { name: 'request-ids' },
);
