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
  const options: PrettyOptions = { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true };
  if (destination) return pretty({ ...options, colorize: false, destination });
  terminalStream ??= pretty({ ...options, colorize: true, sync: true });
  return terminalStream;
}
