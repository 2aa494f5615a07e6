import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderFetch } from '@startupsetu/server-core/contract/page-render';

type Injected = Awaited<ReturnType<FastifyInstance['inject']>>;

const apiPath = /^\/api\//;
const bodyless = new Set([101, 103, 204, 205, 304]);

/** The answer `promise` gives, or the signal's reason once it aborts first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** An injected reply as a WHATWG Response (its cookies left out: they are not the renderer's). */
function responseOf(injected: Injected): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(injected.headers)) {
    if (value === undefined || name === 'set-cookie') continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  const body = bodyless.has(injected.statusCode) ? null : injected.rawPayload;
  return new Response(body, { status: injected.statusCode, headers });
}

/**
 * The server renderer's fetch for a document `request`: '/api/…' paths answered as the gateway
 * answers the browser (its hooks, limits and proxied families), through `app.inject`, so no socket
 * is opened to the gateway itself. The injected request comes from the document's client address
 * and host and carries its request id (the upstream's logs join the two).
 */
export function gatewayFetch(app: FastifyInstance, request: FastifyRequest): RenderFetch {
  return async (path, init) => {
    if (!apiPath.test(path)) throw new TypeError(`The server renderer reads /api/ paths only, not ${path}`);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(init.headers)) headers[name.toLowerCase()] = value;
    // A compressed body would reach the renderer still compressed: a Response made here decodes nothing.
    delete headers['accept-encoding'];
    if (request.headers.host) headers.host = request.headers.host;
    headers['x-request-id'] = request.id;
    const injected = app.inject({ method: 'GET', url: path, headers, remoteAddress: request.ip });
    return responseOf(await untilAborted(injected, init.signal));
  };
}
