import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { LogWriter } from './log-writer';
import { prettyLogStream } from './pretty-logs';
import { RequestLogger } from './request-logger';

let destination: LogWriter | undefined;

/**
 * The process's one log destination on stdout (log-writer.ts): asynchronous and batched, so a log
 * line never waits on the write (a slow reader of a pipe once blocked the gateway, and a
 * synchronous write per line was 39 % of its CPU). Every service in the process (embedded mode)
 * shares it, so lines never interleave mid-line.
 */
export function logDestination(): LogWriter {
  if (!destination) {
    const writer = new LogWriter(1);
    process.on('exit', () => writer.flushSync());
    destination = writer;
  }
  return destination;
}

/** Resolves once every log line so far is on stdout: a graceful stop awaits it before exiting. */
export async function drainLogs(): Promise<void> {
  await destination?.drain();
}

/** Where log lines go: JSON lines (log-writer.ts) unless stdout is a terminal, which gets them pretty. */
export function logStream(isTerminal = process.stdout.isTTY === true): NodeJS.WritableStream | LogWriter {
  return isTerminal ? prettyLogStream() : logDestination();
}

/** A URL as logged: the value of any `token` query parameter (the realtime handshake's) replaced. */
export function withoutTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[Redacted]');
}

/** A line's fields, each URL among them (a proxy's `url` or `target`) without its token. */
function withoutTokensInFields(fields: Record<string, unknown>): Record<string, unknown> {
  let redacted: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== 'string' && !(value instanceof URL)) continue;
    const text = String(value);
    const safe = withoutTokens(text);
    if (safe !== text) (redacted ??= { ...fields })[key] = safe;
  }
  return redacted ?? fields;
}

/** Fastify's own request serializer, with the token kept out of the URL. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutTokens(request.url),
    version: request.headers['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's logger for a service or the gateway: LOG_LEVEL (default info), tokens redacted. */
export function loggerOptions(): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    redact: ['req.headers.authorization'],
    serializers: { req: requestForLog },
    formatters: { log: withoutTokensInFields },
    stream: logStream(),
  };
}

const skipped = Symbol('request logged elsewhere');
type Marked = FastifyRequest & { [skipped]?: true };

/** The request is logged by the in-process service that answers it (the gateway's embedded mode). */
export function loggedElsewhere(request: FastifyRequest): void {
  (request as Marked)[skipped] = true;
}

/**
 * One line per request, when it is answered, with the request and the outcome (Fastify's default
 * writes two: one on arrival, one on answer). Its other lines (errors, 404s) stay as they are.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if ((request as Marked)[skipped]) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    const log = reply.log;
    if (log instanceof RequestLogger) {
      if (error) log.lineOf('error', { ...line, err: error }, 'request errored');
      else log.lineOf('info', line, 'request completed');
    } else if (error) log.error({ ...line, err: error }, 'request errored');
    else log.info(line, 'request completed');
  }
}

export function requestLogController(): LogController {
  return new OneLinePerRequest();
}
