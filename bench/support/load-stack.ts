// What the list benchmarks run against: a database filled by seed:load's functions, and an api
// and a notify process on it, with the heavy user signed in.
import { TEST_VAPID_KEYS } from '@startupsetu/server-core/testing/vapid-test-keys';
import { Agent, request } from 'node:http';
import { loadConfig } from '@startupsetu/server-core/config';
import { openDatabase } from '@startupsetu/server-core/db/database';
import { FileMediaStorage } from '@startupsetu/server-core/media/file-media-storage';
import { waitReady } from '@startupsetu/server-core/testing/service-process';
import { sql } from 'kysely';
import { isPostgres } from '../../scripts/seed-load/batches';
import { HEAVY_EMAIL, HEAVY_PASSWORD } from '../../scripts/seed-load/load-people';
import { seedLoad, type LoadCounts, type LoadIds } from '../../scripts/seed-load/seed-load';
import { BENCH_JWT_SECRET, spawnServer } from './stack';
import { msSince } from './stats';

const PROGRESS_EVERY_MS = 30_000;

export interface LoadTarget {
  env: Record<string, string>;
  dataDir: string;
}

export interface SeededLoad {
  /** The heavy user's first conversation partner (every conversation is as long). */
  partnerId: string;
  /** The heavy user's startup, another one, and the job with the big pipeline (when jobs and applications were seeded). */
  ids: LoadIds;
  /** Rows per second over the whole seeding (the counts asked for: an application's events are not counted). */
  rowsPerS: number;
  seconds: number;
  /** Seconds each of seed:load's phases took (without the VACUUM ANALYZE after them). */
  phaseSeconds: Record<keyof LoadCounts, number>;
}

export async function seedLoadDatabase(target: LoadTarget, counts: LoadCounts): Promise<SeededLoad> {
  const started = process.hrtime.bigint();
  const db = await openDatabase({ databaseUrl: target.env.DATABASE_URL, dataDir: target.dataDir });
  try {
    const media = new FileMediaStorage(loadConfig({ ...target.env, JWT_SECRET: BENCH_JWT_SECRET }).mediaDir);
    let printed = performance.now();
    const { userIds, ids, seconds: phaseSeconds } = await seedLoad(db, media, counts, (phase, done, total) => {
      if (performance.now() - printed < PROGRESS_EVERY_MS && done < total) return;
      printed = performance.now();
      console.log(`    seeding ${phase}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`);
    });
    // What autovacuum would have done by the time a real table had grown this big.
    if (isPostgres(db)) await sql`vacuum analyze`.execute(db);
    const seconds = msSince(started) / 1000;
    const rows = counts.users + counts.videos + counts.messages + counts.notifications + (counts.jobs ?? 0) + (counts.applications ?? 0);
    return { partnerId: userIds[1]!, ids, rowsPerS: rows / seconds, seconds, phaseSeconds };
  } finally {
    await db.destroy();
  }
}

export interface LoadStack {
  apiUrl: string;
  notifyUrl: string;
  token: string;
  agent: Agent;
  stop(): Promise<void>;
}

/** An api on `port` and a notify on `port + 1`, both on the target's database. */
export async function startLoadStack(label: string, port: number, target: LoadTarget): Promise<LoadStack> {
  const env = { ...target.env, JWT_SECRET: BENCH_JWT_SECRET, WRITE_RATE_LIMIT: '0', ...TEST_VAPID_KEYS };
  const api = spawnServer('api', `${label}-api`, port, env);
  const notify = spawnServer('notify', `${label}-notify`, port + 1, env);
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const stop = async () => {
    agent.destroy();
    await Promise.all([api.stop(), notify.stop()]);
  };
  try {
    await Promise.all([waitReady(api), waitReady(notify)]);
    const response = await fetch(`${api.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: HEAVY_EMAIL, password: HEAVY_PASSWORD }),
    });
    if (response.status !== 200) throw new Error(`the heavy user could not sign in: ${response.status} ${await response.text()}`);
    const { accessToken } = (await response.json()) as { accessToken: string };
    return { apiUrl: api.url, notifyUrl: notify.url, token: accessToken, agent, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One GET as the heavy user, answered 200 and read to the end. */
export function getAs(stack: LoadStack, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent: stack.agent, headers: { authorization: `Bearer ${stack.token}` } }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`${url} answered ${response.statusCode}`))));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Milliseconds one GET took. */
export async function timeGet(stack: LoadStack, url: string): Promise<number> {
  const started = process.hrtime.bigint();
  await getAs(stack, url);
  return msSince(started);
}
