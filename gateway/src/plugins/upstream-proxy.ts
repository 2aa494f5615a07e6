import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import { upstreamFailure } from '../upstream-errors';
import { probeUpstream } from '../upstream-probe';
import { proxyRoutes, type ProxyRoute, type ServiceName } from '../upstreams';
import { authRateLimitConfig, type AuthRateLimit } from './auth-rate-limit';
import { requestIdHeader } from './request-id';

export interface UpstreamProxyOptions {
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
type Forwardable = Pick<FastifyRequest, 'id' | 'ip' | 'protocol' | 'host'>;

// The gateway is the edge: it sets (rather than appends to) the forwarding headers, so a client
// cannot make an upstream believe it comes from another address.
function forwardedHeaders(request: Forwardable) {
  return {
    [requestIdHeader]: request.id,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

function proxyOptions(route: ProxyRoute, opts: UpstreamProxyOptions) {
  const { service } = route;
  const common = {
    upstream: opts.upstreams[service],
    prefix: route.prefix,
    rewritePrefix: route.prefix,
    routes: route.paths,
    httpMethods: route.methods,
    config: route.authRateLimited ? authRateLimitConfig(opts.authRateLimit) : {},
    disableRequestLogging: true,
    undici: { connectTimeout: opts.connectTimeoutMs, headersTimeout: opts.responseTimeoutMs },
    replyOptions: {
      // One retry of an idempotent request on a dropped keep-alive socket. A non-zero count also
      // stops reply-from from retrying GETs answered 503 (up to 10 times by default).
      retriesCount: 1,
      rewriteRequestHeaders: <H extends object>(request: Forwardable, headers: H) => ({
        ...withoutExpect(headers),
        ...forwardedHeaders(request),
      }),
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

// curl and other clients send `Expect: 100-continue` for larger bodies; undici refuses to forward
// it ("expect header not supported"), and the gateway already streams the body, so it is dropped.
function withoutExpect<H extends object>(headers: H): H {
  const { expect: _expect, ...rest } = headers as H & { expect?: string };
  return rest as H;
}

export default async function upstreamProxy(app: FastifyInstance, opts: UpstreamProxyOptions) {
  for (const route of proxyRoutes) {
    await app.register(proxy, proxyOptions(route, opts));
  }
}
