import type { FastifyInstance } from 'fastify';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { HttpError } from '@startupsetu/server-core/errors';
import { pushKinds } from '@startupsetu/server-core/contract/push-kinds';
import { endpointProblem } from './push-endpoints';
import { deleteSubscription, readPreferences, savePreferences, saveSubscription, type PushPreferences } from './push-repository';
import { keySchema, preferencesSchema, savePreferencesSchema, subscribeSchema, unsubscribeSchema } from './push-schemas';

interface SubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

// Registered under /api/push (DESIGN §6.6).
export default async function pushRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const { publicKey } = app.pushes;

  app.get('/key', { schema: keySchema }, async (request) => {
    requireUser(request);
    return { success: true, publicKey };
  });

  app.post<{ Body: SubscriptionBody }>('/subscriptions', { schema: subscribeSchema }, async (request, reply) => {
    const user = requireUser(request);
    const { endpoint, keys } = request.body;
    const problem = endpointProblem(endpoint, config.push.endpointAllow);
    if (problem) throw new HttpError(400, `The push subscription's ${problem}`, 'endpoint');
    checkKeys(keys);
    await saveSubscription(db, { userId: user.id, sessionId: user.sessionId }, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
    return reply.code(201).send({ success: true });
  });

  app.delete<{ Body: { endpoint: string } }>('/subscriptions', { schema: unsubscribeSchema }, async (request) => {
    const removed = await deleteSubscription(db, requireUser(request).id, request.body.endpoint);
    return { success: true, removed };
  });

  app.get('/preferences', { schema: preferencesSchema }, async (request) => {
    return { success: true, ...(await readPreferences(db, requireUser(request).id)) };
  });

  app.put<{ Body: Partial<PushPreferences> }>('/preferences', { schema: savePreferencesSchema }, async (request) => {
    const user = requireUser(request);
    // Unknown names are dropped by validation: what is left must still change something.
    if (!pushKinds.some((kind) => request.body[kind] !== undefined)) {
      throw new HttpError(400, `Give at least one of ${pushKinds.join(', ')} (true or false)`);
    }
    return { success: true, ...(await savePreferences(db, user.id, request.body)) };
  });
}

/** The keys a payload is encrypted for (RFC 8291): a P-256 public key and a 16-byte secret. */
function checkKeys(keys: SubscriptionBody['keys']): void {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 4) throw new HttpError(400, "keys.p256dh is not the browser's P-256 public key (65 bytes, base64url)", 'keys.p256dh');
  if (Buffer.from(keys.auth, 'base64url').length !== 16) throw new HttpError(400, 'keys.auth is not a 16-byte secret (base64url)', 'keys.auth');
}
