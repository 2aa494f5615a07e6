import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { ProxyRoute } from '../upstreams';

export interface AuthRateLimit {
  max: number;
  timeWindowMs: number;
}

export const defaultAuthRateLimit: AuthRateLimit = { max: 60, timeWindowMs: 60_000 };

export const tooManyAttemptsMessage = 'Too many attempts. Please wait a minute and try again.';

/** Route config of a family of upstreams.ts: the auth limit for the families marked with it. */
export function authRateLimitConfig(route: ProxyRoute, limit: AuthRateLimit): { rateLimit?: { max: number; timeWindow: number } } {
  return route.authRateLimited ? { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } } : {};
}

// Registers the limiter without limiting anything by itself: only routes carrying
// authRateLimitConfig are counted (per client IP). Must be registered before those routes.
export default fp(
  async function authRateLimit(app) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(tooManyAttemptsMessage), { statusCode: context.statusCode }),
    });
  },
  { name: 'auth-rate-limit' },
);
