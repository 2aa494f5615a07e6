import type { AuthReply } from '@startupsetu/server-core/contract/reply-types';
import { createHmac } from 'node:crypto';
import type { Role } from '@startupsetu/server-core/db/schema';
import { createSession, endSessions, sessionsOverLimit, type EndSessionsFilter } from '@startupsetu/server-core/repositories/sessions-repository';
import { signAccessToken } from '@startupsetu/server-core/tokens';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { closeSessionSockets } from '../../plugins/realtime';

// The one place sessions start and end in the api (DESIGN §6.2). Every route that ends sessions
// (sign-out, the devices list, password change and reset) calls endSessionsNow, so their sockets
// close at once on every instance; the session watcher (plugins/session-watcher.ts) covers ends
// written to the database by anything else.

/** The session fields of the sign-up and sign-in replies (the contract's AuthReply). */
export type SessionReply = Omit<AuthReply, 'success' | 'message' | 'role'> & { role: Role };

/**
 * The key the web app seals a user's offline data with: the same on every sign-in of that user,
 * another for every other user, and unknowable without the server's secret.
 */
export function outboxKey(jwtSecret: string, userId: string): string {
  return createHmac('sha256', jwtSecret).update(`outbox-key:${userId}`).digest('base64url');
}

/** Starts a session for a user who just proved who they are; answers the reply's session fields. */
export async function startSession(app: FastifyInstance, request: FastifyRequest, user: { id: string; role: Role }): Promise<SessionReply> {
  const session = await createSession(app.db, user.id, request.headers['user-agent']);
  await endSessionsNow(app, { userId: user.id, ids: await sessionsOverLimit(app.db, user.id) });
  const accessToken = await signAccessToken({ userId: user.id, role: user.role, sessionId: session.id }, app.config.jwtSecret);
  return { accessToken, id: user.id, role: user.role, sessionId: session.id, outboxKey: outboxKey(app.config.jwtSecret, user.id) };
}

/** Ends sessions of one user and closes their sockets on every instance; answers the ids it ended. */
export async function endSessionsNow(app: FastifyInstance, filter: EndSessionsFilter): Promise<string[]> {
  const ended = await endSessions(app.db, filter);
  closeSessionSockets(app.io, ended);
  return ended;
}
