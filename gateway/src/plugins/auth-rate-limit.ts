import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export interface AuthRateLimit {
  max: number;
  timeWindowMs: number;
}

export const defaultAuthRateLimit: AuthRateLimit = { max: 60, timeWindowMs: 60_000 };

export const tooManyAttemptsMessage = 'Too many attempts. Please wait a minute and try again.';

/** Route config that puts a route under the auth limit; the routes are declared in upstreams.ts. */
export function authRateLimitConfig(limit: AuthRateLimit) {
  return { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } };
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
