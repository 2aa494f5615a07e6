import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import { forwardedHeaders, upstreamRequestHeaders, type Forwardable } from '../forwarded-headers';
import { upstreamFailure } from '../upstream-errors';
import { probeUpstream } from '../upstream-probe';
import { routesOf, type ProxyRoute, type ServiceName } from '../upstreams';
import { authRateLimitConfig, type AuthRateLimit } from './auth-rate-limit';

export interface UpstreamProxyOptions {
  /** The families of upstreams.ts to proxy. */
  routes: readonly ProxyRoute[];
  upstreams: Record<ServiceName, string>;
  authRateLimit: AuthRateLimit;
  /** Time to open a connection to an upstream before it counts as unavailable. */
  connectTimeoutMs: number;
  /**
   * Time an upstream may take to send its response headers. undici does not count the time a
   * slow client spends uploading the request body.
   */
  responseTimeoutMs: number;
}

type Headers = FastifyRequest['headers'];

function proxyOptions(route: ProxyRoute, opts: UpstreamProxyOptions) {
  const { service } = route;
  const { paths, methods } = routesOf(route);
  const common = {
    upstream: opts.upstreams[service],
    prefix: route.prefix,
    rewritePrefix: route.prefix,
    routes: paths,
    httpMethods: methods,
    config: authRateLimitConfig(route, opts.authRateLimit),
    disableRequestLogging: true,
    undici: { connectTimeout: opts.connectTimeoutMs, headersTimeout: opts.responseTimeoutMs },
    replyOptions: {
      // One retry of an idempotent request on a dropped keep-alive socket. A non-zero count also
      // stops reply-from from retrying GETs answered 503 (up to 10 times by default).
      retriesCount: 1,
      rewriteRequestHeaders: upstreamRequestHeaders,
      onError: (reply: FastifyReply<RouteGenericInterface, RawServerBase>, { error }: { error: Error }) => {
        const failure = upstreamFailure(service, error);
        reply.code(failure.statusCode).send(failure.body);
      },
    },
  };
  if (!route.websocket) return common;

  // Not in @fastify/http-proxy's types, but honoured: its default forwards only the cookie.
  const wsClientOptions = {
    handshakeTimeout: opts.connectTimeoutMs + opts.responseTimeoutMs,
    rewriteRequestHeaders: (headers: Record<string, string>, request: Forwardable & { headers: Headers }) => ({
      ...headers,
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...forwardedHeaders(request),
    }),
  };
  // The proxy accepts a websocket upgrade before it reaches the upstream, then closes it if the
  // upstream is down, and socket.io's client would wait out its 20 s connect timeout on that socket.
  // Refused with the same 503 as an HTTP request, the client tries again on its backoff instead.
  const refuseUpgradeWhileDown = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') return;
    try {
      await probeUpstream(opts.upstreams[service], opts.connectTimeoutMs);
    } catch (error) {
      const failure = upstreamFailure(service, error);
      return reply.code(failure.statusCode).send(failure.body);
    }
  };
  return { ...common, websocket: true as const, wsClientOptions, preHandler: refuseUpgradeWhileDown };
}

export default async function upstreamProxy(app: FastifyInstance, opts: UpstreamProxyOptions) {
  for (const route of opts.routes) {
    await app.register(proxy, proxyOptions(route, opts));
  }
}
