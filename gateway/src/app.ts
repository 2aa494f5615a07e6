import Fastify, { type FastifyInstance } from 'fastify';
import { requestChildLogger } from '@startupsetu/server-core/http/request-logger';
import { loggerOptions, requestLogController } from '@startupsetu/server-core/http/request-logging';
import bodyTimeout, { DEFAULT_BODY_TIMEOUT_MS } from '@startupsetu/server-core/http/body-timeout';
import {
  capConnectionsPerAddress,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  DEFAULT_MAX_UPGRADES_PER_ADDRESS,
} from './address-limits';
import apiDocs from './plugins/api-docs';
import crawlerFiles from './plugins/crawler-files';
import { publicOriginOf } from '@startupsetu/server-core/public-origin';
import authRateLimit, { defaultAuthRateLimit, type AuthRateLimit } from './plugins/auth-rate-limit';
import health from './plugins/health';
import inProcessUpstreams, { type InProcessServices } from './plugins/in-process-upstreams';
import jsonErrors from './plugins/json-errors';
import metrics from './plugins/metrics';
import requestIds, { requestIdFor } from './plugins/request-id';
import securityHeaders from './plugins/security-headers';
import sessionCookie from './plugins/session-cookie';
import { inlineScriptSources } from './inline-scripts';
import { apiInProcess, apiOverHttp, linkPreviewSource } from './link-previews';
import upstreamProxy from './plugins/upstream-proxy';
import webApp, { type WebAppOptions } from './plugins/web-app';
import { proxyRoutes, servedInProcess } from './upstreams';

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
  /**
   * The services of this process (embedded mode): requests are handed to their routers instead of
   * proxied to apiUrl/notifyUrl, which still serve the websocket relay, the API docs and readiness.
   */
  inProcess?: InProcessServices;
  /** A request body not complete this long after its headers gets 408 and is closed; 0: no limit. */
  bodyTimeoutMs?: number;
  /**
   * TCP connections one address may hold open; 0: no cap. Not applied behind trusted proxies
   * (trustProxy), whose connections carry many clients: cap them at the load balancer.
   */
  maxConnectionsPerAddress?: number;
  /** Websocket connections one client address (X-Forwarded-For behind trusted proxies) may hold. */
  maxUpgradesPerAddress?: number;
  /** The site's public origin, for the links in public pages' heads, robots.txt and the sitemap (default: each request's own). */
  publicOrigin?: string;
  /** What draws signed-in pages on the server (WebAppOptions.serverRenderer; default: the web build's). */
  serverRenderer?: WebAppOptions['serverRenderer'];
}

export async function buildGateway(opts: GatewayOptions): Promise<FastifyInstance> {
  const publicOrigin = publicOriginOf(opts.publicOrigin, 'publicOrigin');
  const app = Fastify({
    logger: opts.logger ? loggerOptions() : false,
    logController: requestLogController(),
    // Without a logger Fastify skips per-request children altogether; a factory would undo that.
    ...(opts.logger ? { childLoggerFactory: requestChildLogger } : {}),
    genReqId: requestIdFor,
    trustProxy: opts.trustProxy ?? false,
  });
  const upstreams = { api: opts.apiUrl, notify: opts.notifyUrl };

  const maxConnections = opts.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS;
  if (maxConnections > 0 && !opts.trustProxy) capConnectionsPerAddress(app.server, maxConnections);

  await app.register(metrics);
  await app.register(jsonErrors);
  await app.register(bodyTimeout, { timeoutMs: opts.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS });
  await app.register(requestIds);
  await app.register(securityHeaders, { inlineScripts: inlineScriptSources(opts.webRoot) });
  // Before the proxied families, so its hook covers their requests.
  await app.register(sessionCookie);
  await app.register(authRateLimit);
  await app.register(apiDocs, { upstreams, timeoutMs: opts.upstreamTimeoutMs ?? 30_000 });
  const authLimit = opts.authRateLimit ?? defaultAuthRateLimit;
  const handedOver = opts.inProcess ? proxyRoutes.filter(servedInProcess) : [];
  if (opts.inProcess) {
    await app.register(inProcessUpstreams, { routes: handedOver, services: opts.inProcess, authRateLimit: authLimit });
  }
  await app.register(upstreamProxy, {
    routes: proxyRoutes.filter((route) => !handedOver.includes(route)),
    upstreams,
    authRateLimit: authLimit,
    connectTimeoutMs: opts.connectTimeoutMs ?? 1000,
    responseTimeoutMs: opts.upstreamTimeoutMs ?? 30_000,
    maxUpgradesPerAddress: opts.maxUpgradesPerAddress ?? DEFAULT_MAX_UPGRADES_PER_ADDRESS,
  });
  await app.register(health, { upstreams });
  await app.register(crawlerFiles, { webRoot: opts.webRoot, publicOrigin });
  const apiGet = opts.inProcess ? apiInProcess(opts.inProcess) : apiOverHttp(opts.apiUrl);
  await app.register(webApp, { webRoot: opts.webRoot, publicOrigin, previews: linkPreviewSource(apiGet), serverRenderer: opts.serverRenderer });

  return app;
}
