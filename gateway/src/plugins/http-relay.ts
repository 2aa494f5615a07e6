// Scaled mode: the gateway relays each HTTP request to its upstream with node:http over kept-alive
// connections. @fastify/http-proxy (reply-from and undici) cost the gateway half as much CPU again
// as this for the same relay, and the gateway's cost per request is what a deployment pays for it.
// Websocket upgrades stay with @fastify/http-proxy (upstream-proxy.ts).
import { Agent, request as httpRequest, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { upstreamRequestHeaders } from '../forwarded-headers';
import { upstreamFailure } from '../upstream-errors';
import { routesOf, type ProxyRoute, type ServiceName } from '../upstreams';
import { authRateLimitConfig, type AuthRateLimit } from './auth-rate-limit';
import { requestIdHeader } from './request-id';

export interface HttpRelayOptions {
  /** The families of upstreams.ts to relay (not the websocket one). */
  routes: readonly ProxyRoute[];
  upstreams: Record<ServiceName, string>;
  authRateLimit: AuthRateLimit;
  /** Time to open a connection to an upstream before it counts as unavailable (503). */
  connectTimeoutMs: number;
  /** Time an upstream may take to send its response headers once the request is sent (504). */
  responseTimeoutMs: number;
}

// Per hop, never relayed (RFC 9110 §7.6.1); transfer-encoding is left to node:http on each side.
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'transfer-encoding', 'host']);

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !hopByHop.has(name) && !named.includes(name)) kept[name] = value;
  }
  return kept;
}

const codeError = (message: string, code: string) => Object.assign(new Error(message), { code });
const idempotent = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

interface Target {
  service: ServiceName;
  host: string;
  port: number;
  authority: string;
  agent: Agent;
  send: typeof httpRequest;
}

function targetOf(service: ServiceName, upstream: string): Target {
  const url = new URL(upstream);
  const secure = url.protocol === 'https:';
  return {
    service,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(url.port) || (secure ? 443 : 80),
    authority: url.host,
    agent: secure ? new HttpsAgent({ keepAlive: true, maxSockets: 256 }) : new Agent({ keepAlive: true, maxSockets: 256 }),
    send: secure ? (httpsRequest as typeof httpRequest) : httpRequest,
  };
}

function relay(target: Target, opts: HttpRelayOptions) {
  return function handler(request: FastifyRequest, reply: FastifyReply) {
    reply.hijack();
    const res = reply.raw;
    const started = performance.now();
    res.once('finish', () => {
      request.log.info({ req: request, res: { statusCode: res.statusCode }, responseTime: performance.now() - started }, 'request completed');
    });
    const headers = { ...upstreamRequestHeaders(request, withoutHopByHop(request.raw.headers)), host: target.authority };
    const hasBody = request.raw.headers['content-length'] !== undefined || request.raw.headers['transfer-encoding'] !== undefined;

    const fail = (error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const failure = upstreamFailure(target.service, error);
      const body = JSON.stringify(failure.body);
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
      res.writeHead(failure.statusCode, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        [requestIdHeader]: request.id,
      });
      res.end(body);
    };

    const send = (retry: boolean) => {
      const upstream: ClientRequest = target.send({
        host: target.host,
        port: target.port,
        method: request.method,
        path: request.raw.url,
        headers,
        agent: target.agent,
      });
      let responseTimer: NodeJS.Timeout | undefined;
      upstream.once('socket', (socket) => {
        if (!socket.connecting) return;
        const connectTimer = setTimeout(
          () => upstream.destroy(codeError(`no connection to ${target.authority} within ${opts.connectTimeoutMs} ms`, 'ETIMEDOUT')),
          opts.connectTimeoutMs,
        );
        socket.once('connect', () => clearTimeout(connectTimer));
        upstream.once('close', () => clearTimeout(connectTimer));
      });
      // Counted once the whole request is sent: a slow client's upload is not the upstream's delay.
      upstream.once('finish', () => {
        responseTimer = setTimeout(
          () => upstream.destroy(codeError(`no answer from ${target.authority} within ${opts.responseTimeoutMs} ms`, 'UND_ERR_HEADERS_TIMEOUT')),
          opts.responseTimeoutMs,
        );
      });
      upstream.once('response', (answer: IncomingMessage) => {
        clearTimeout(responseTimer);
        for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
        const answerHeaders = withoutHopByHop(answer.headers);
        answerHeaders[requestIdHeader] = request.id;
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
        answer.once('error', () => res.destroy());
      });
      upstream.once('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(responseTimer);
        // A kept-alive connection the upstream closed meanwhile: one more try on a fresh one.
        if (retry && upstream.reusedSocket && error.code === 'ECONNRESET' && idempotent.has(request.method) && !hasBody) {
          send(false);
          return;
        }
        fail(error);
      });
      // A client gone, or a body cut by the body time limit, ends the upstream request too.
      res.once('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      request.raw.once('close', () => {
        if (!request.raw.complete) upstream.destroy();
      });
      if (hasBody) request.raw.pipe(upstream);
      else upstream.end();
    };
    send(true);
  };
}

async function relayFamily(app: FastifyInstance, opts: { route: ProxyRoute; target: Target; relay: HttpRelayOptions }) {
  // The body streams to the upstream untouched, whatever its type or size (the upstream checks it).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  const { paths, methods } = routesOf(opts.route);
  const handler = relay(opts.target, opts.relay);
  const config = authRateLimitConfig(opts.route, opts.relay.authRateLimit);
  for (const url of paths) app.route({ method: methods, url, config, handler });
}

export default async function httpRelay(app: FastifyInstance, opts: HttpRelayOptions) {
  const targets = {
    api: targetOf('api', opts.upstreams.api),
    notify: targetOf('notify', opts.upstreams.notify),
  };
  app.addHook('onClose', async () => {
    targets.api.agent.destroy();
    targets.notify.agent.destroy();
  });
  for (const route of opts.routes) {
    await app.register(relayFamily, { prefix: route.prefix, route, target: targets[route.service], relay: opts });
  }
}
