import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Pool, type Dispatcher } from 'undici';
import { setUpstreamRequestHeaders } from './forwarded-headers';

export interface ForwarderOptions {
  upstream: string;
  /** Time to open a connection to the upstream. */
  connectTimeoutMs: number;
  /** Time the upstream may take to send its response headers (a slow client's upload is not counted). */
  responseTimeoutMs: number;
  /** How a failure before the response's headers is answered. */
  onFailure: (reply: FastifyReply, error: Error) => void;
}

/** A reply body up to this size is collected and sent in one write; a larger or unsized one streams. */
export const BUFFERED_BODY_BYTES = 256 * 1024;

// Hop-by-hop headers (RFC 9110 §7.6.1) stay on their own connection, in both directions; the
// upstream's Host is undici's.
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te', 'trailer', 'host']);
// A request sent on a kept-alive connection the upstream had just closed fails before any answer:
// one that cannot have changed anything is sent once more (as @fastify/reply-from did).
const retriedMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const droppedConnection = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

/** The headers named in a Connection header, which are hop-by-hop too (RFC 9110 §7.6.1). */
function connectionListed(value: string | string[] | undefined): string[] {
  if (typeof value !== 'string') return [];
  return value.toLowerCase().split(',').map((name) => name.trim()).filter(Boolean);
}

function requestHeaders(request: FastifyRequest): Record<string, string | string[]> {
  const listed = connectionListed(request.headers.connection);
  const headers: Record<string, string | string[]> = {};
  for (const name in request.headers) {
    const value = request.headers[name];
    if (value === undefined || hopByHop.has(name) || (listed.length > 0 && listed.includes(name))) continue;
    headers[name] = value;
  }
  return setUpstreamRequestHeaders(request, headers);
}

const hasBody = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD';

/**
 * Relays requests to one upstream over a pool of kept-alive connections (undici), the request body
 * streamed from the client. A reply of known, small size is collected and handed to Fastify as one
 * buffer, which costs a proxied request far less than a stream (the gateway's cost per request is a
 * budget, bench/gateway-overhead.ts); a large or unsized one (media, uploads' answers) streams with
 * backpressure, and a client that goes away stops it at the upstream.
 */
export function upstreamForwarder(opts: ForwarderOptions) {
  const pool = new Pool(opts.upstream, {
    connect: { timeout: opts.connectTimeoutMs },
    headersTimeout: opts.responseTimeoutMs,
  });

  function send(request: FastifyRequest, reply: FastifyReply, retries: number): void {
    let answered = false;
    let ended = false;
    let stream: Readable | null = null;
    let chunks: Buffer[] | null = null;
    const handler: Dispatcher.DispatchHandler = {
      // Its presence tells undici this handler speaks the controller API.
      onRequestStart() {},
      onResponseStart(controller, statusCode, headers) {
        if (statusCode < 200) return;
        answered = true;
        reply.code(statusCode);
        const listed = connectionListed(headers.connection);
        for (const name in headers) {
          if (!hopByHop.has(name) && !listed.includes(name)) reply.header(name, headers[name]);
        }
        const length = Number(headers['content-length'] ?? -1);
        if (length >= 0 && length <= BUFFERED_BODY_BYTES) {
          chunks = [];
          return;
        }
        stream = new Readable({
          read: () => controller.resume(),
          destroy: (error, callback) => {
            if (!ended) controller.abort(error ?? new Error('The client went away'));
            callback(error);
          },
        });
        reply.send(stream);
      },
      onResponseData(controller, chunk) {
        if (chunks) chunks.push(chunk);
        else if (stream && !stream.push(chunk)) controller.pause();
      },
      onResponseEnd() {
        ended = true;
        if (chunks) reply.send(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
        else stream?.push(null);
      },
      onResponseError(_controller, error) {
        ended = true;
        if (stream) {
          stream.destroy(error);
          return;
        }
        const code = (error as { code?: string }).code ?? '';
        if (!answered && retries > 0 && retriedMethods.has(request.method) && droppedConnection.has(code)) {
          send(request, reply, retries - 1);
          return;
        }
        if (!reply.sent) opts.onFailure(reply, error);
      },
    };
    const body = hasBody(request) ? request.raw : null;
    pool.dispatch({ path: request.url, method: request.method as Dispatcher.HttpMethod, headers: requestHeaders(request), body }, handler);
  }

  return {
    forward(request: FastifyRequest, reply: FastifyReply): void {
      send(request, reply, 1);
    },
    close: () => pool.close(),
  };
}

export type UpstreamForwarder = ReturnType<typeof upstreamForwarder>;
