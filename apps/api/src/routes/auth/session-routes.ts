import type { DeviceSession } from '@startupsetu/server-core/contract/reply-types';
import type { SessionRow } from '@startupsetu/server-core/db/schema';
import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { findSession, isSessionLive, listLiveSessions } from '@startupsetu/server-core/repositories/sessions-repository';
import { signAccessToken } from '@startupsetu/server-core/tokens';
import type { FastifyInstance } from 'fastify';
import { deviceLabel } from './device-label';
import { endOtherSessionsSchema, endSessionSchema, listSessionsSchema, refreshSchema, signoutSchema } from './session-schemas';
import { endSessionsNow } from './sessions';

// Sessions a signed-in person manages (DESIGN §6.2): renew the token, sign out, see and end the
// other devices. A caller only ever lists and ends their own sessions.
export default async function sessionRoutes(app: FastifyInstance) {
  app.post('/auth/refresh', { schema: refreshSchema }, async (request) => {
    const user = requireUser(request);
    const accessToken = await signAccessToken({ userId: user.id, role: user.role, sessionId: user.sessionId }, app.config.jwtSecret);
    return { success: true, accessToken };
  });

  app.post('/auth/signout', { schema: signoutSchema }, async (request) => {
    const user = requireUser(request);
    await endSessionsNow(app, { userId: user.id, only: user.sessionId });
    return { success: true, message: 'Signed out' };
  });

  app.get('/auth/sessions', { schema: listSessionsSchema }, async (request) => {
    const user = requireUser(request);
    const sessions = await listLiveSessions(app.db, user.id);
    return { success: true, sessions: sessions.map((session) => describeSession(session, user.sessionId)) };
  });

  app.delete<{ Params: { id: string } }>('/auth/sessions/:id', { schema: endSessionSchema }, async (request) => {
    const user = requireUser(request);
    const session = await findSession(app.db, request.params.id);
    if (!session || session.user_id !== user.id || !isSessionLive(session)) throw new HttpError(404, 'Session not found');
    await endSessionsNow(app, { userId: user.id, only: session.id });
    return { success: true, message: 'Signed out' };
  });

  app.delete('/auth/sessions', { schema: endOtherSessionsSchema }, async (request) => {
    const user = requireUser(request);
    const ended = await endSessionsNow(app, { userId: user.id, except: user.sessionId });
    return { success: true, ended: ended.length };
  });
}

function describeSession(session: SessionRow, currentId: string): DeviceSession {
  return {
    id: session.id,
    device: deviceLabel(session.user_agent),
    userAgent: session.user_agent,
    createdAt: session.created_at,
    lastSeenAt: session.last_seen_at,
    current: session.id === currentId,
  };
}
