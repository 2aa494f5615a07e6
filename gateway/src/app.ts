import Fastify, { type FastifyInstance } from 'fastify';
import apiDocs from './plugins/api-docs';
import authRateLimit, { defaultAuthRateLimit, type AuthRateLimit } from './plugins/auth-rate-limit';
import health from './plugins/health';
import jsonErrors from './plugins/json-errors';
import requestIds, { requestIdFor } from './plugins/request-id';
import securityHeaders from './plugins/security-headers';
import upstreamProxy from './plugins/upstream-proxy';
import webApp from './plugins/web-app';

export interface GatewayOptions {
  apiUrl: string;
  notifyUrl: string;
  /** The built web app (web/dist); may not exist yet. */
  webRoot: string;
  logger?: boolean;
  authRateLimit?: AuthRateLimit;
  /** Time an upstream may take to send its response headers before the gateway answers 504. */
  upstreamTimeoutMs?: number;
  /** Time to connect to an upstream before the gateway answers 503. */
  connectTimeoutMs?: number;
  /** Load balancers in front of the gateway whose X-Forwarded-For is believed (rate limits, forwarded address). */
  trustProxy?: string;
}

export async function buildGateway(opts: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false, genReqId: requestIdFor, trustProxy: opts.trustProxy ?? false });
  const upstreams = { api: opts.apiUrl, notify: opts.notifyUrl };

  await app.register(jsonErrors);
  await app.register(requestIds);
  await app.register(securityHeaders);
  await app.register(authRateLimit);
  await app.register(apiDocs, { upstreams, timeoutMs: opts.upstreamTimeoutMs ?? 30_000 });
  await app.register(upstreamProxy, {
    upstreams,
    authRateLimit: opts.authRateLimit ?? defaultAuthRateLimit,
    connectTimeoutMs: opts.connectTimeoutMs ?? 1000,
    responseTimeoutMs: opts.upstreamTimeoutMs ?? 30_000,
  });
  await app.register(health, { upstreams });
  await app.register(webApp, { webRoot: opts.webRoot });

  return app;
}
