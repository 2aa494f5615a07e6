// Embedded mode: the api and notify run in this process, so the gateway hands a request to the
// service's own router instead of proxying it over loopback HTTP. The second hop cost the gateway
// more CPU than the api spent answering, and buffered upload chunks on the way.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loggedElsewhere } from '@startupsetu/server-core/http/request-logging';
import { upstreamRequestHeaders } from '../forwarded-headers';
import { serviceUnavailable } from '../upstream-errors';
import { routesOf, type ProxyRoute, type ServiceName } from '../upstreams';
import { authRateLimitConfig, type AuthRateLimit } from './auth-rate-limit';
import { requestIdHeader } from './request-id';

export interface InProcessServices {
  apps: Record<ServiceName, FastifyInstance>;
  /** True once the services began to close: requests then get the gateway's 503, not the service's own. */
  closing(): boolean;
}

export interface InProcessUpstreamsOptions {
  /** The families of upstreams.ts to hand over (see servedInProcess). */
  routes: readonly ProxyRoute[];
  services: InProcessServices;
  authRateLimit: AuthRateLimit;
}

function handOver(service: ServiceName, services: InProcessServices) {
  const target = services.apps[service];
  return function handler(request: FastifyRequest, reply: FastifyReply) {
    if (services.closing()) {
      const failure = serviceUnavailable(service);
      return reply.code(failure.statusCode).send(failure.body);
    }
    // The service answers on the same response: it keeps what the gateway set so far (helmet sets
    // its headers on the raw response, the rate limit on the reply). Headers the service sets win,
    // as the upstream's did through the proxy, but it is given the gateway's request id to use.
    // The service logs the request (with this request id) when it answers it.
    loggedElsewhere(request);
    reply.hijack();
    const res = reply.raw;
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) res.setHeader(name, value);
    }
    res.setHeader(requestIdHeader, request.id);
    request.raw.headers = upstreamRequestHeaders(request, request.raw.headers);
    target.routing(request.raw, res);
  };
}

async function inProcessFamily(app: FastifyInstance, opts: { route: ProxyRoute; services: InProcessServices; authRateLimit: AuthRateLimit }) {
  // The body is the service's to read (with its own parsers and body limit), so the gateway
  // leaves the stream untouched, whatever its type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const { paths, methods } = routesOf(opts.route);
  const handler = handOver(opts.route.service, opts.services);
  const config = authRateLimitConfig(opts.route, opts.authRateLimit);
  for (const url of paths) app.route({ method: methods, url, config, handler });
}

export default async function inProcessUpstreams(app: FastifyInstance, opts: InProcessUpstreamsOptions) {
  for (const route of opts.routes) {
    await app.register(inProcessFamily, { prefix: route.prefix, route, services: opts.services, authRateLimit: opts.authRateLimit });
  }
}
