import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { userDisplayName } from '@startupsetu/server-core/repositories/profile-details';
import { findUserById } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance } from 'fastify';
import { hasPendingConnect } from '../notifications/notifications-repository';

const replySchema = {
  type: 'object',
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
} as const;

// No NUL: PostgreSQL text cannot hold it, so a lookup with one would fail as a 500.
const idField = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^\\u0000]*$' } as const;

const igniteSchema = {
  summary: 'A Hustler ignites an Investor (creates an ignite notification for the investor)',
  tags: ['Connects'],
  body: { type: 'object', required: ['investorId'], properties: { investorId: idField } },
  response: { 201: replySchema },
} as const;

const requestSchema = {
  summary: 'Ask a user to connect (creates a connect notification; a repeat while unread creates nothing)',
  tags: ['Connects'],
  body: { type: 'object', required: ['targetId'], properties: { targetId: idField } },
  response: { 200: replySchema, 201: replySchema },
} as const;

const REQUEST_SENT = { success: true, message: 'Request sent' } as const;

// Registered under /api/connects.
export default async function connectRoutes(app: FastifyInstance) {
  const { db } = app;

  async function callerName(userId: string): Promise<string> {
    const caller = await findUserById(db, userId);
    if (!caller) throw new HttpError(401, 'Invalid token');
    return userDisplayName(caller);
  }

  app.post<{ Body: { investorId: string } }>('/hustlertoinvestor', { schema: igniteSchema }, async (request, reply) => {
    const user = requireUser(request);
    if (user.role !== 'Hustler') throw new HttpError(403, 'Only Hustlers can ignite investors');
    const investor = await findUserById(db, request.body.investorId);
    if (!investor) throw new HttpError(404, 'Investor not found');
    if (investor.role !== 'Investor') throw new HttpError(400, 'Only investors can be ignited');
    await app.notifications.deliver({
      userId: investor.id,
      type: 'ignite',
      message: `${await callerName(user.id)} ignited your interest in their startup`,
      actorId: user.id,
    });
    return reply.code(201).send({ success: true, message: 'Investor ignited successfully' });
  });

  // One pending request per pair: a repeat while the first is unread answers the same, creating nothing.
  app.post<{ Body: { targetId: string } }>('/request', { schema: requestSchema }, async (request, reply) => {
    const user = requireUser(request);
    const { targetId } = request.body;
    if (targetId === user.id) throw new HttpError(400, 'You cannot connect with yourself');
    const target = await findUserById(db, targetId);
    if (!target) throw new HttpError(404, 'User not found');
    if (await hasPendingConnect(db, target.id, user.id)) return reply.code(200).send(REQUEST_SENT);
    const created = await app.notifications.deliver({
      userId: target.id,
      type: 'connect',
      message: `${await callerName(user.id)} wants to connect with you`,
      actorId: user.id,
    });
    return reply.code(created ? 201 : 200).send(REQUEST_SENT);
  });
}
