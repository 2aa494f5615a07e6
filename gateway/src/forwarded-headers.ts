import type { FastifyRequest } from 'fastify';
import { requestIdHeader } from './plugins/request-id';

export type Forwardable = Pick<FastifyRequest, 'id' | 'ip' | 'protocol' | 'host'>;

// The gateway is the edge: it sets (rather than appends to) the forwarding headers, so a client
// cannot make an upstream believe it comes from another address.
export function forwardedHeaders(request: Forwardable) {
  return {
    [requestIdHeader]: request.id,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

/**
 * The headers an upstream receives: the client's, without Expect (curl sends `100-continue` for
 * larger bodies, which undici refuses to forward; the gateway streams the body anyway), with the
 * gateway's forwarding headers. The client's trace context stops here too: with tracing on, the gateway's request span
 * continues it and the proxied request carries the gateway's own traceparent (two would break it).
 */
export function upstreamRequestHeaders<H extends object>(request: Forwardable, headers: H): H {
  const { expect: _expect, traceparent: _traceparent, tracestate: _tracestate, ...rest } = headers as H & Record<'expect' | 'traceparent' | 'tracestate', unknown>;
  return { ...rest, ...forwardedHeaders(request) } as H;
}

/**
 * upstreamRequestHeaders written into `headers` itself, for the proxies: each hands it a copy of
 * the client's headers made for this one request, so a second and third copy per request are saved.
 */
export function setUpstreamRequestHeaders<H extends object>(request: Forwardable, headers: H): H {
  const target = headers as Record<string, unknown>;
  if (target.expect !== undefined) delete target.expect;
  if (target.traceparent !== undefined) delete target.traceparent;
  if (target.tracestate !== undefined) delete target.tracestate;
  target[requestIdHeader] = request.id;
  target['x-forwarded-for'] = request.ip;
  target['x-forwarded-proto'] = request.protocol;
  target['x-forwarded-host'] = request.host;
  return headers;
}
