import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { ConnectKind } from '@startupsetu/server-core/db/schema';
import { blockBetween } from '@startupsetu/server-core/repositories/blocks-repository';
import { sendConnectRequest } from '@startupsetu/server-core/repositories/connect-requests-repository';
import { findUserById } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { tellRequesterAccepted, tellTarget } from './connect-notifications';
import { igniteSchema, requestSchema } from './connect-schemas';

const CONNECTED = 'You are now connected';
/** A block between the two, either way (DESIGN §6.3). */
export const CANNOT_CONNECT = 'You cannot connect with this person.';

// Registered under /api/connects: asking (connect, or a Hustler's ignite to an Investor). The
// answers, withdrawals and connections are in request-routes.ts and connection-routes.ts.
export default async function connectRoutes(app: FastifyInstance) {
  const { db } = app;

  // 201 for a new request (its target is told), 200 with the caller's pending one (nobody is told
  // again), 200 connected when the target had asked the caller (the target is told it was accepted).
  async function send(reply: FastifyReply, input: { requesterId: string; targetId: string; kind: ConnectKind; note?: string }, sent: string) {
    if (await blockBetween(db, input.requesterId, input.targetId)) throw new HttpError(403, CANNOT_CONNECT);
    const result = await sendConnectRequest(db, input);
    switch (result.outcome) {
      case 'created':
        await tellTarget(app, result.request);
        return reply.code(201).send({ success: true, message: sent, request: result.request });
      case 'existing':
        return reply.code(200).send({ success: true, message: sent, request: result.request });
      case 'mutual':
        await tellRequesterAccepted(app, result.request);
        return reply.code(200).send({ success: true, message: CONNECTED, request: result.request, connection: result.connection });
    }
  }

  app.post<{ Body: { investorId: string } }>('/hustlertoinvestor', { schema: igniteSchema, config: { provenEmail: true } }, async (request, reply) => {
    const user = requireUser(request);
    if (user.role !== 'Hustler') throw new HttpError(403, 'Only Hustlers can ignite investors');
    const investor = await findUserById(db, request.body.investorId);
    if (!investor) throw new HttpError(404, 'Investor not found');
    if (investor.role !== 'Investor') throw new HttpError(403, 'Only investors can be ignited');
    return send(reply, { requesterId: user.id, targetId: investor.id, kind: 'ignite' }, 'Investor ignited successfully');
  });

  app.post<{ Body: { targetId: string; note?: string } }>('/request', { schema: requestSchema, config: { provenEmail: true } }, async (request, reply) => {
    const user = requireUser(request);
    const { targetId, note } = request.body;
    if (targetId === user.id) throw new HttpError(400, 'You cannot connect with yourself');
    const target = await findUserById(db, targetId);
    if (!target) throw new HttpError(404, 'User not found');
    return send(reply, { requesterId: user.id, targetId: target.id, kind: 'connect', note }, 'Request sent');
  });
}
