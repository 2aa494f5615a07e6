import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export { DEFAULT_BODY_TIMEOUT_MS } from '../config';

export interface BodyTimeoutOptions {
  timeoutMs: number;
}

const watched = Symbol('body-timeout');

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export function bodyTimeoutBody(timeoutMs: number) {
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  return {
    success: false as const,
    message: `The request body did not arrive within ${seconds} s of its headers (the body time limit).`,
    error: 'Request Timeout',
  };
}

/**
 * Answers 408 JSON and closes the connection when a request body is still incomplete `timeoutMs`
 * after the headers arrived, whoever is reading it (a route, the proxy, an in-process service).
 * Only requests that announce a body pay for a timer.
 */
export function watchBody(req: IncomingMessage, res: ServerResponse, timeoutMs: number): void {
  const marked = req as IncomingMessage & { [watched]?: true };
  // An in-process service sees the request the gateway already watches.
  if (req.complete || marked[watched] || !hasBody(req)) return;
  marked[watched] = true;
  const timer = setTimeout(() => {
    if (req.complete) return;
    if (!res.headersSent && !res.writableEnded) {
      const body = JSON.stringify(bodyTimeoutBody(timeoutMs));
      res.writeHead(408, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      });
      // Then whoever reads the body sees it end in an error instead of waiting on it.
      res.end(body, () => req.destroy());
    } else {
      req.destroy();
    }
  }, timeoutMs);
  timer.unref();
  const stop = () => clearTimeout(timer);
  req.once('end', stop);
  res.once('close', stop);
}

export default fp(
  async function bodyTimeout(app: FastifyInstance, { timeoutMs }: BodyTimeoutOptions) {
    if (!(timeoutMs > 0)) return;
    app.addHook('onRequest', (request, reply, done) => {
      watchBody(request.raw, reply.raw, timeoutMs);
      done();
    });
  },
  { name: 'body-timeout' },
);
