import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser } from '../authenticate';
import type { SocketRefusal } from '../contract/socket-events';
import { HttpError } from '../errors';

/**
 * What a socket event costs. A write (a message, a visibility report) counts as one HTTP write, in
 * the same budget. A subscription changes only what the socket hears (watchVideos, join) and has a
 * budget of its own, SUBSCRIPTIONS_PER_WRITE times larger: the web sends watchVideos each time the
 * cards on screen settle (150 ms), so a feed scrolled fast sends a few a second, and that must
 * neither run out nor eat the budget of the person's likes and comments.
 */
export type SocketEventKind = 'write' | 'subscription';

export const SUBSCRIPTIONS_PER_WRITE = 4;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one socket event of `user`; answers the refusal to ack when they are over its budget. */
    limitSocketEvent(user: AuthUser, kind: SocketEventKind): Promise<SocketRefusal | undefined>;
  }
}

export interface WriteRateLimitOptions {
  /** Writes per user per minute; 0 turns the limit off. */
  max: number;
}

export const TOO_MANY_WRITES = 'Too many changes in a short time. Please wait a minute and try again.';
export const TOO_MANY_SUBSCRIPTIONS = 'Too many live updates asked for in a short time. Please wait a minute and try again.';
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

  // A socket write shares the HTTP writes' counter (the same store and key); subscriptions count
  // in a store of their own.
  const limiters = {
    write: { check: app.createRateLimit(), message: TOO_MANY_WRITES },
    subscription: {
      check: app.createRateLimit({ max: max > 0 ? max * SUBSCRIPTIONS_PER_WRITE : Number.MAX_SAFE_INTEGER }),
      message: TOO_MANY_SUBSCRIPTIONS,
    },
  };
  app.decorate('limitSocketEvent', async (user: AuthUser, kind: SocketEventKind) => {
    const { check, message } = limiters[kind];
    // The limiter reads only these fields of a request.
    const socketEvent = { user, method: 'POST', url: '/api/socket', routeOptions: { config: {} } };
    const limit = await check(socketEvent as unknown as FastifyRequest);
    if (limit.isAllowed || !limit.isExceeded) return undefined;
    return { ok: false, status: 429, message, retryAfter: limit.ttlInSeconds } satisfies SocketRefusal;
  });
}

export default fp(writeRateLimit, { name: 'startupsetu-write-rate-limit', fastify: '5.x', dependencies: ['startupsetu-auth'] });
