import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];
type Log = (...args: unknown[]) => void;

/**
 * A request's logger (request.log, reply.log) that makes its pino child only when first used.
 * Fastify makes a child per request to carry the request id, but most requests log only their
 * one line when answered, which `lineOf` writes through the parent with the id in the line:
 * the same JSON, without building a child for it (a child per proxied request was a visible
 * part of the gateway's CPU).
 */
export class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private get real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  fatal(...args: unknown[]): void {
    (this.real.fatal as Log).apply(this.real, args);
  }

  error(...args: unknown[]): void {
    (this.real.error as Log).apply(this.real, args);
  }

  warn(...args: unknown[]): void {
    (this.real.warn as Log).apply(this.real, args);
  }

  info(...args: unknown[]): void {
    (this.real.info as Log).apply(this.real, args);
  }

  debug(...args: unknown[]): void {
    (this.real.debug as Log).apply(this.real, args);
  }

  trace(...args: unknown[]): void {
    (this.real.trace as Log).apply(this.real, args);
  }

  silent(...args: unknown[]): void {
    (this.real.silent as Log).apply(this.real, args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  /** Logs `fields` and `message` at `level` as the request's child would. */
  lineOf(level: 'info' | 'error', fields: object, message: string): void {
    if (this.made) (this.made[level] as Log).call(this.made, fields, message);
    else (this.parent[level] as Log).call(this.parent, { ...this.bindings, ...fields }, message);
  }
}

/** Fastify's childLoggerFactory: a RequestLogger, unless the route sets its own level or serializers. */
export const requestChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = function requestChildLogger(logger, bindings, options) {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings);
};
