import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticateToken, bearerToken, CONFIRM_EMAIL_FIRST, type AuthUser } from '../authenticate';
import type { Database } from '../db/database';
import { HttpError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook; null only on public routes called without a valid token. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** The route answers without a token (a valid token is still read when sent). */
    public?: boolean;
    /** The route reaches other people (a message, a request, an application, a report): only for proven emails (DESIGN §7.4). */
    provenEmail?: boolean;
  }
}

export interface AuthPluginOptions {
  db: Database;
  jwtSecret: string;
}

// The one authentication hook: every /api route needs a bearer token unless it is marked public, and
// a proven email where it is marked so.
async function authPlugin(app: FastifyInstance, { db, jwtSecret }: AuthPluginOptions) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !request.routeOptions.url?.startsWith('/api/')) return;
    const token = bearerToken(request.headers.authorization);
    if (request.routeOptions.config.public) {
      if (token) request.user = await authenticateToken(db, jwtSecret, token).catch(() => null);
      return;
    }
    request.user = await authenticateToken(db, jwtSecret, token);
    if (request.routeOptions.config.provenEmail && !request.user.emailProven) throw new HttpError(403, CONFIRM_EMAIL_FIRST);
  });
}

export default fp(authPlugin, { name: 'startupsetu-auth', fastify: '5.x' });

/** The signed-in user of a route that is not public. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'No token provided');
  return request.user;
}
