import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser } from '../authenticate';
import { HttpError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one write of `user` outside HTTP (a socket event); false when they are over the limit. */
    allowSocketWrite(user: AuthUser): Promise<boolean>;
  }
}

export interface WriteRateLimitOptions {
  /** Writes per user per minute; 0 turns the limit off. */
  max: number;
}

export const TOO_MANY_WRITES = 'Too many changes in a short time. Please wait a minute and try again.';
const WINDOW_MS = 60_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Writers are counted per user: many phones share one carrier address, and behind the gateway every
// request comes from the gateway's. Writes without a user (sign-up, sign-in, the contact form) are
// limited per client address by the gateway, which sees it. The chunks of a resumable upload are
// one write, counted when it is created: a 50 MB pitch sent in small chunks over a bad network must
// not run out of budget half way.
function isCountedWrite(request: FastifyRequest): boolean {
  if (request.method === 'PATCH' && request.url.startsWith('/api/uploads/')) return false;
  return request.user !== null && WRITE_METHODS.has(request.method) && request.url.startsWith('/api/');
}

/**
 * Every write to /api counts against its writer's budget; reads, health checks and the services'
 * internal calls do not. The count runs in preParsing: after the auth hook has named the user, and
 * before the Idempotency-Key is claimed (preValidation), so a refused write is not remembered as that
 * key's answer and its replay later is applied. Each instance counts on its own (see SECURITY.md).
 */
async function writeRateLimit(app: FastifyInstance, { max }: WriteRateLimitOptions) {
  await app.register(rateLimit, {
    global: true,
    hook: 'preParsing',
    max: max > 0 ? max : Number.MAX_SAFE_INTEGER,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `user:${request.user?.id}`,
    allowList: (request) => max <= 0 || !isCountedWrite(request),
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, TOO_MANY_WRITES),
  });

  const check = app.createRateLimit();
  app.decorate('allowSocketWrite', async (user: AuthUser) => {
    // The limiter reads only these fields of a request.
    const socketWrite = { user, method: 'POST', url: '/api/socket', routeOptions: { config: {} } };
    const limit = await check(socketWrite as unknown as FastifyRequest);
    return limit.isAllowed || !limit.isExceeded;
  });
}

export default fp(writeRateLimit, { name: 'startupsetu-write-rate-limit', fastify: '5.x', dependencies: ['startupsetu-auth'] });
