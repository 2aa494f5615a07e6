import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { findUserById, toUserView } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance } from 'fastify';

const userSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
    verified: { type: 'boolean' },
    profiledetails: { type: 'object', additionalProperties: true },
  },
} as const;

const getUserSchema = {
  response: {
    200: {
      type: 'object',
      properties: { success: { type: 'boolean' }, message: { type: 'string' }, user: userSchema },
    },
  },
} as const;

export default async function profileRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/getUser', { schema: getUserSchema }, async (request) => {
    const user = await findUserById(db, requireUser(request).id);
    if (!user) throw new HttpError(404, 'User not found');
    return { success: true, message: 'User fetched', user: toUserView(user) };
  });
}
