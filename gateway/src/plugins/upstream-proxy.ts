import { connect, type NetConnectOpts, type Socket } from 'node:net';
import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import { forwardedHeaders, setUpstreamRequestHeaders, type Forwardable } from '../forwarded-headers';
import { sendUpstreamFailure } from '../upstream-errors';
import { AddressCounter, tooManyBody } from '../address-limits';
import { connectUpstream } from '../upstream-connection';
import { upstreamForwarder, type UpstreamForwarder } from '../upstream-forwarder';
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
  /** Websocket connections one client address may hold open through the gateway; 0: no cap. */
  maxUpgradesPerAddress: number;
}

const upstreamSocket = Symbol('upstream socket');
type UpgradeRequest = FastifyRequest['raw'] & { [upstreamSocket]?: Socket };

type Headers = FastifyRequest['headers'];

/** The websocket family (socket.io): its upgrades relayed, and its polling requests, by @fastify/http-proxy. */
function websocketProxyOptions(route: ProxyRoute, opts: UpstreamProxyOptions) {
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
      rewriteRequestHeaders: setUpstreamRequestHeaders,
      onError: (reply: FastifyReply<RouteGenericInterface, RawServerBase>, { error }: { error: Error }) => sendUpstreamFailure(reply, service, error),
    },
  };
  // The upgrade's connection to the upstream is opened before the client's upgrade is accepted (so
  // an upstream that is down gets a 503 the client retries on its backoff, not an accepted socket
  // closed at once, which socket.io's client waits 20 s on), and that same connection then carries
  // the relayed websocket: an upgrade costs one connection to the upstream, no probe beside it.
  // The proxy builds its upstream websocket synchronously after rewriting the headers, so the
  // connection handed over there is the one its createConnection takes.
  let handedOver: Socket | undefined;
  const upgrades = new AddressCounter(opts.maxUpgradesPerAddress);
  const wsClientOptions = {
    handshakeTimeout: opts.connectTimeoutMs + opts.responseTimeoutMs,
    // Not in @fastify/http-proxy's types, but honoured: its default forwards only the cookie.
    rewriteRequestHeaders: (headers: Record<string, string>, request: Forwardable & { headers: Headers; raw: UpgradeRequest }) => {
      handedOver = request.raw[upstreamSocket];
      request.raw[upstreamSocket] = undefined;
      return {
        ...headers,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...forwardedHeaders(request),
      };
    },
    createConnection: ((options: NetConnectOpts) => {
      const socket = handedOver;
      handedOver = undefined;
      return socket ?? connect(options);
    }) as typeof connect,
  };
  const openUpstreamFirst = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') return;
    const release = upgrades.take(request.ip);
    if (!release) return reply.code(429).send(tooManyBody('websocket connections', upgrades.max));
    const client = request.raw.socket;
    client.once('close', release);
    try {
      const socket = await connectUpstream(opts.upstreams[service], opts.connectTimeoutMs);
      const raw = request.raw as UpgradeRequest;
      if (client.destroyed) {
        socket.destroy();
        return;
      }
      raw[upstreamSocket] = socket;
      // A client gone before the relay starts leaves no connection behind.
      client.once('close', () => raw[upstreamSocket]?.destroy());
    } catch (error) {
      sendUpstreamFailure(reply, service, error);
      return reply;
    }
  };
  return { ...common, websocket: true as const, wsClientOptions, preHandler: openUpstreamFirst };
}

/** A family's HTTP routes, relayed by the service's forwarder with the request body left unread. */
function forwardedRoutes(route: ProxyRoute, opts: UpstreamProxyOptions, forwarder: UpstreamForwarder) {
  const { paths, methods } = routesOf(route);
  return async function forwarded(scope: FastifyInstance) {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const url of paths) {
      scope.route({
        url,
        method: methods,
        config: authRateLimitConfig(route, opts.authRateLimit),
        handler: (request, reply) => {
          forwarder.forward(request, reply);
        },
      });
    }
  };
}

export default async function upstreamProxy(app: FastifyInstance, opts: UpstreamProxyOptions) {
  const forwarders = new Map<ServiceName, UpstreamForwarder>();
  const forwarderOf = (service: ServiceName) => {
    let forwarder = forwarders.get(service);
    if (!forwarder) {
      forwarder = upstreamForwarder({
        upstream: opts.upstreams[service],
        connectTimeoutMs: opts.connectTimeoutMs,
        responseTimeoutMs: opts.responseTimeoutMs,
        onFailure: (reply, error) => sendUpstreamFailure(reply, service, error),
      });
      forwarders.set(service, forwarder);
    }
    return forwarder;
  };
  app.addHook('onClose', async () => {
    await Promise.all([...forwarders.values()].map((forwarder) => forwarder.close()));
  });
  for (const route of opts.routes) {
    if (route.websocket) await app.register(proxy, websocketProxyOptions(route, opts));
    else await app.register(forwardedRoutes(route, opts, forwarderOf(route.service)), { prefix: route.prefix });
  }
}
