import { createRequire } from 'node:module';
import type { PrettyOptions } from 'pino-pretty';

const require = createRequire(import.meta.url);
let terminalStream: NodeJS.WritableStream | undefined;

/**
 * Log lines for a person at a terminal: one coloured line each (time, level, message, then the
 * fields), written as they come (synchronously, so none is lost at exit; the batching of
 * log-writer.ts is for pipes and files). pino-pretty is loaded only when a terminal asks for it.
 */
export function prettyLogStream(destination?: NodeJS.WritableStream): NodeJS.WritableStream {
  const pretty = require('pino-pretty') as (options: PrettyOptions) => NodeJS.WritableStream;
  const options: PrettyOptions = {
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,req,res,responseTime',
    singleLine: true,
    messageFormat: requestFirst,
  };
  if (destination) return pretty({ ...options, colorize: false, destination });
  terminalStream ??= pretty({ ...options, colorize: true, sync: true });
  return terminalStream;
}

interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request's line leads with what was asked and answered: `GET /api/users 401 5 ms request completed`. */
function requestFirst(log: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime } = log as RequestLine;
  const message = String(log[messageKey] ?? '');
  if (!req?.method) return message;
  const took = responseTime === undefined ? '' : ` ${Math.round(responseTime)} ms`;
  return `${req.method} ${req.url} ${res?.statusCode ?? ''}${took} ${message}`;
}
