import type { Database } from '@startupsetu/server-core/db/database';
import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { FastifyRequest } from 'fastify';

export const MODERATORS_ONLY = 'Moderators only';

/** The signed-in moderator, read from the database on every request (a revoked moderator loses access at once); 403 for anyone else. */
export async function requireModerator(db: Database, request: FastifyRequest): Promise<{ id: string; email: string }> {
  const user = await db.selectFrom('users').select(['id', 'email', 'moderator']).where('id', '=', requireUser(request).id).executeTakeFirst();
  if (!user) throw new HttpError(401, 'Invalid token');
  if (user.moderator !== 1) throw new HttpError(403, MODERATORS_ONLY);
  return user;
}

/** True when the signed-in user is a moderator now. */
export async function isModerator(db: Database, userId: string): Promise<boolean> {
  const user = await db.selectFrom('users').select('moderator').where('id', '=', userId).executeTakeFirst();
  return user?.moderator === 1;
}
