import { setTimeout as sleep } from 'node:timers/promises';
import { redactUrl } from './config';
import { errorText } from './error-text';

// node-redis clients as the services use them: api's socket.io adapter (two clients) and notify's
// emitter (one). Written against the few methods needed, so server-core does not depend on the
// redis package; the services that do create the clients.

export interface RedisClientLike {
  connect(): Promise<unknown>;
  on(event: 'error' | 'ready', listener: (...args: any[]) => void): unknown;
  close(): Promise<void>;
  destroy(): void;
}

/** The `socket` options of node-redis's createClient that connectRedis decides. */
export interface RedisSocketOptions {
  connectTimeout: number;
  reconnectStrategy: (retries: number, cause: Error) => number | Error;
}

export interface RedisLogger {
  info(message: string): void;
  warn(details: object, message: string): void;
}

export const REDIS_CONNECT_TIMEOUT_MS = 5_000;
const MAX_RECONNECT_DELAY_MS = 2_000;
const CLOSE_TIMEOUT_MS = 2_000;

/**
 * Creates a client with `create` and connects it. A Redis that cannot be reached at start fails
 * the start at once, with a message naming it (a supervisor restarts the service); a connection
 * lost later is retried with a growing delay while commands wait in the client's queue.
 */
export async function connectRedis<C extends RedisClientLike>(
  url: string,
  create: (socket: RedisSocketOptions) => C,
  log: RedisLogger,
): Promise<C> {
  let everReady = false;
  let lost = false;
  const client = create({
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    reconnectStrategy: (retries, cause) => (everReady ? Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS) : cause),
  });
  // Before the first connection the error reaches the caller as connect()'s rejection.
  client.on('error', (error: Error) => {
    if (!everReady || lost) return;
    lost = true;
    log.warn({ err: error }, `lost the connection to Redis at ${redactUrl(url)}; reconnecting`);
  });
  client.on('ready', () => {
    if (lost) log.info(`reconnected to Redis at ${redactUrl(url)}`);
    everReady = true;
    lost = false;
  });
  try {
    await client.connect();
  } catch (error) {
    destroyQuietly(client);
    throw new Error(`cannot reach Redis at ${redactUrl(url)}: ${errorText(error)}`, { cause: error });
  }
  return client;
}

/** Lets pending commands finish, but does not wait for a Redis that is gone. */
export async function closeRedis(client: RedisClientLike): Promise<void> {
  const closed = client.close().then(
    () => true,
    () => false,
  );
  const done = await Promise.race([closed, sleep(CLOSE_TIMEOUT_MS, false, { ref: false })]);
  if (!done) destroyQuietly(client);
}

function destroyQuietly(client: RedisClientLike): void {
  try {
    client.destroy();
  } catch {
    // Already closed.
  }
}
