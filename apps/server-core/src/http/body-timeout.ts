import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export { DEFAULT_BODY_TIMEOUT_MS } from '../config';

export interface BodyTimeoutOptions {
  timeoutMs: number;
}

const watched = Symbol('body-timeout');
/** How long a connection closed after an early reply may take to send what it holds. */
const CLOSE_LINGER_MS = 2000;

export function hasBody(req: IncomingMessage): boolean {
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

/** A file upload (multipart, or a resumable upload's chunk) may take this long in all, as long as its bytes keep coming. */
export const UPLOAD_BODY_MAX_MS = 60 * 60 * 1000;

function isUpload(req: IncomingMessage): boolean {
  return /^(multipart\/form-data|application\/offset\+octet-stream)/i.test(req.headers['content-type'] ?? '');
}

function answerTimeout(req: IncomingMessage, res: ServerResponse, timeoutMs: number): void {
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
}

/**
 * Answers 408 JSON and closes the connection when a request body is still incomplete `timeoutMs`
 * after the headers arrived, whoever is reading it (a route, the proxy, an in-process service).
 * A file upload on a slow phone uplink can take minutes: it is cut only when no byte has come for
 * `timeoutMs` (a stalled or trickling sender), or after UPLOAD_BODY_MAX_MS in all. Progress is read
 * from the socket's byte count, so the body stream itself is left alone. Only requests that
 * announce a body pay for a timer.
 *
 * A reply sent before the body has all come (a 401, 404 or 415 from a hook) ends the exceptions:
 * the rest of the body, which nobody reads, must arrive within `timeoutMs` of the headers, uploads
 * included, or the connection is closed (then at once when that time has already passed).
 */
export function watchBody(req: IncomingMessage, res: ServerResponse, timeoutMs: number): void {
  const marked = req as IncomingMessage & { [watched]?: true };
  // An in-process service sees the request the gateway already watches.
  if (req.complete || marked[watched] || !hasBody(req)) return;
  marked[watched] = true;
  const headersAt = Date.now();
  // req.socket may be let go of (null) by the time the reply closes; the connection is this one.
  const socket = req.socket;
  const timers: NodeJS.Timeout[] = [];
  if (isUpload(req)) {
    let seen = req.socket.bytesRead;
    timers.push(
      setInterval(() => {
        const now = req.socket.bytesRead;
        if (now === seen) answerTimeout(req, res, timeoutMs);
        seen = now;
      }, timeoutMs),
      setTimeout(() => answerTimeout(req, res, UPLOAD_BODY_MAX_MS), UPLOAD_BODY_MAX_MS),
    );
  } else {
    timers.push(setTimeout(() => answerTimeout(req, res, timeoutMs), timeoutMs));
  }
  for (const timer of timers) timer.unref();
  const stop = () => {
    for (const timer of timers) clearTimeout(timer);
  };
  req.once('end', stop);
  res.once('close', () => {
    stop();
    if (!req.complete && !socket.destroyed) closeUnlessBodyEnds(req, socket, headersAt + timeoutMs - Date.now());
  });
}

/**
 * After an early reply Node reads and drops the rest of the body to keep the connection for the
 * next request, for as long as the sender trickles. Bytes a client already sent still arrive in
 * time and keep the connection (closing at once would reset it, and could lose the reply with it);
 * a sender that trickles on is cut after `waitMs`.
 */
function closeUnlessBodyEnds(req: IncomingMessage, socket: Socket, waitMs: number): void {
  // end() first: the reply still in the socket's buffers goes out before the FIN. Destroying at
  // once, with the sender's bytes unread, resets the connection and can lose the reply.
  const timer = setTimeout(() => {
    socket.end();
    setTimeout(() => socket.destroy(), CLOSE_LINGER_MS).unref();
  }, Math.max(0, waitMs));
  timer.unref();
  req.once('end', () => clearTimeout(timer));
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
