// A PostgreSQL for the benchmarks: BENCH_DATABASE_URL when set, else a throwaway cluster on
// loopback port 5437 (started like .ci/run starts its own, removed afterwards), else none.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const PG_PORT = 5437;

export interface BenchPostgres {
  /** URLs of fresh, empty databases, one per name asked for. */
  databaseUrls: string[];
  /** Where it came from, for the report. */
  source: string;
  stop(): Promise<void>;
}

function asPostgres(command: string): void {
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? 'su' : 'sh', asRoot ? ['postgres', '-c', command] : ['-c', command], { stdio: 'pipe', timeout: 60_000 });
}

/** Why PostgreSQL cannot be had here, or undefined when it can. */
export function postgresUnavailable(): string | undefined {
  if (process.env.BENCH_DATABASE_URL) return undefined;
  if (!existsSync(path.join(PG_BIN, 'pg_ctl'))) return `BENCH_DATABASE_URL is unset and ${PG_BIN} is missing (apt-get install postgresql)`;
  return undefined;
}

export async function startBenchPostgres(databases: string[]): Promise<BenchPostgres> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    const databaseUrls = await freshDatabases(given, databases);
    return { databaseUrls, source: 'BENCH_DATABASE_URL', stop: () => dropDatabases(given, databases) };
  }
  const work = mkdtempSync('/tmp/startupsetu-bench-pg-');
  // initdb refuses to run as root: as root the cluster belongs to the postgres user.
  if (process.getuid?.() === 0) chownSync(work, uidOf('postgres'), gidOf('postgres'));
  const data = path.join(work, 'data');
  const stop = async () => {
    try {
      asPostgres(`${PG_BIN}/pg_ctl -D ${data} -m immediate stop`);
    } catch {
      // Not started, or already gone.
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    asPostgres(`${PG_BIN}/initdb -D ${data} -A trust -U postgres --no-sync`);
    asPostgres(
      `${PG_BIN}/pg_ctl -D ${data} -l ${work}/log -o "-p ${PG_PORT} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" -w start`,
    );
    const admin = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
    const databaseUrls = await freshDatabases(admin, databases);
    return { databaseUrls, source: `throwaway cluster (PostgreSQL 15, ${PG_BIN}) on port ${PG_PORT}, fsync off`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function freshDatabases(adminUrl: string, databases: string[]): Promise<string[]> {
  await withAdmin(adminUrl, async (client) => {
    for (const database of databases) {
      await client.query(`drop database if exists ${database} with (force)`);
      await client.query(`create database ${database}`);
    }
  });
  return databases.map((database) => {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return url.toString();
  });
}

async function dropDatabases(adminUrl: string, databases: string[]): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    for (const database of databases) await client.query(`drop database if exists ${database} with (force)`);
  });
}

function uidOf(user: string): number {
  return Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
}

function gidOf(user: string): number {
  return Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
}
