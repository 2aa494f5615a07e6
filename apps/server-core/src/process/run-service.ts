import type { FastifyInstance } from 'fastify';
import { loadConfig, type ServiceConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { errorText } from '../error-text';
import { drainLogs } from '../http/request-logging';
import { startTracingIfConfigured } from '../tracing/tracing-switch';

const SHUTDOWN_GRACE_MS = 10_000;

// The standalone main of a service: config, database, app, listen, and a graceful stop on
// SIGINT/SIGTERM (stop accepting, let requests finish, close the database).
export async function runService(
  name: string,
  build: (opts: { db: Database; config: ServiceConfig; logger: boolean }) => Promise<FastifyInstance>,
  portOf: (config: ServiceConfig) => number,
): Promise<void> {
  let config: ServiceConfig;
  let db: Database | undefined;
  let app: FastifyInstance;
  let tracing: Awaited<ReturnType<typeof startTracingIfConfigured>>;
  // Whatever is wrong at start (a setting, the database, Redis) ends the process with one line.
  try {
    tracing = await startTracingIfConfigured(`startupsetu-${name}`);
    config = loadConfig();
    db = await openDatabase(config);
    app = await build({ db, config, logger: true });
  } catch (error) {
    console.error(`${name} cannot start: ${errorText(error)}`);
    await db?.destroy().catch(() => {});
    process.exit(1);
  }
  const database = db;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      await database.destroy();
      await tracing?.shutdown();
      await drainLogs();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      await drainLogs();
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: portOf(config), host: config.host });
  } catch (error) {
    app.log.error({ err: error }, `${name} cannot listen`);
    await database.destroy();
    await drainLogs();
    process.exit(1);
  }
}
