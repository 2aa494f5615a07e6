// Feed cost as data grows: p99 of the dashboard feed's first page with 10,000 and with 1,000,000
// videos in the database, on SQLite and on PostgreSQL. Rows are generated inside the database in
// one statement (a recursive CTE on SQLite, generate_series on PostgreSQL), then an api process
// answers the feed and is timed one request at a time.
import { Agent, request } from 'node:http';
import { openDatabase, type Database } from '@startupsetu/server-core/db/database';
import { waitReady } from '@startupsetu/server-core/testing/service-process';
import { sql } from 'kysely';
import { postgresUnavailable, startBenchPostgres } from './support/postgres';
import { atMost, type BenchResult, type Figure } from './support/results';
import { BENCH_JWT_SECRET, scratchDir, signUp, spawnServer } from './support/stack';
import { msSince, percentile } from './support/stats';

const PORTS = [8596, 8592] as const;
const SMALL = 10_000;
const LARGE = 1_000_000;
const UPLOADERS = 100;
const WARM_UP = 100;
const SAMPLES = 1000;
const FEED = '/api/userprofile/Dashcontent';
// Seeded ids: 12 hex digits of "milliseconds" then 14 more, like real ids, older than any real one.
const VIDEO_TIME_BASE = 0x010000000000;
const USER_TIME_BASE = 0x00f000000000;

type Engine = 'sqlite' | 'postgres';

export async function seedUploaders(db: Database, engine: Engine): Promise<void> {
  const hex = (expr: string, width: number) => (engine === 'sqlite' ? `printf('%0${width}x', ${expr})` : `lpad(to_hex(${expr}), ${width}, '0')`);
  const series = engine === 'sqlite'
    ? `with recursive n(i) as (select 0 union all select i + 1 from n where i < ${UPLOADERS - 1})`
    : '';
  const from = engine === 'sqlite' ? 'from n' : `from generate_series(0, ${UPLOADERS - 1}) as i`;
  await sql.raw(`${series}
    insert into users (id, email, password_hash, role, verified, profile, created_at)
    select ${hex(String(USER_TIME_BASE), 12)} || ${hex('i', 14)}, 'uploader' || i || '@example.com', 'not-a-hash', 'Hustler', i % 2,
           '{"Username":"Founder ' || i || '"}', '2025-01-01T00:00:00.000Z'
    ${from}`).execute(db);
}

/** Videos numbered first..last (newer numbers are newer videos); every fourth has one like. */
export async function seedVideos(db: Database, engine: Engine, first: number, last: number): Promise<void> {
  const hex = (expr: string, width: number) => (engine === 'sqlite' ? `printf('%0${width}x', ${expr})` : `lpad(to_hex(${expr}), ${width}, '0')`);
  const series = engine === 'sqlite' ? `with recursive n(i) as (select ${first} union all select i + 1 from n where i < ${last})` : '';
  const from = engine === 'sqlite' ? 'from n' : `from generate_series(${first}::bigint, ${last}::bigint) as i`;
  const videoId = `${hex(`${VIDEO_TIME_BASE} + i`, 12)} || '00000000000000'`;
  const userId = `${hex(String(USER_TIME_BASE), 12)} || ${hex(`i % ${UPLOADERS}`, 14)}`;
  await sql.raw(`${series}
    insert into videos (id, user_id, title, description, video_file, mime_type, size_bytes, created_at)
    select ${videoId}, ${userId}, 'Pitch number ' || i, 'What startup ' || i || ' builds, and for whom.',
           'seeded-' || i || '.mp4', 'video/mp4', 1048576, '2025-06-01T00:00:00.000Z'
    ${from}`).execute(db);
  await sql.raw(`${series}
    insert into video_likes (user_id, video_id, created_at)
    select ${userId}, ${videoId}, '2025-06-02T00:00:00.000Z'
    ${from} where i % 4 = 0`).execute(db);
  // What autovacuum would have done by the time a real table had grown this big.
  if (engine === 'postgres') await sql`vacuum analyze`.execute(db);
}

async function seed(env: Record<string, string>, engine: Engine, dataDir: string, run: (db: Database) => Promise<void>): Promise<number> {
  const started = process.hrtime.bigint();
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  try {
    await run(db);
  } finally {
    await db.destroy();
  }
  return msSince(started) / 1000;
}

function get(agent: Agent, url: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`feed answered ${response.statusCode}`))));
    });
    sent.on('error', reject);
    sent.end();
  });
}

interface FeedApi {
  url: string;
  token: string;
  agent: Agent;
  stop(): Promise<void>;
}

/** An api process on one seeded database, with a viewer of its own. */
async function startFeedApi(port: number, env: Record<string, string>): Promise<FeedApi> {
  const api = spawnServer('api', `feed-api-${port}`, port, { ...env, JWT_SECRET: BENCH_JWT_SECRET, WRITE_RATE_LIMIT: '0' });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const stop = async () => {
    agent.destroy();
    await api.stop();
  };
  try {
    await waitReady(api);
    const viewer = await signUp(api.url);
    return { url: api.url + FEED, token: viewer.token, agent, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The two databases answer in turns, request by request, so that whatever else the machine does
 * while this runs falls on both alike.
 */
async function interleavedTimes(small: FeedApi, large: FeedApi): Promise<{ small: number[]; large: number[] }> {
  const times = { small: [] as number[], large: [] as number[] };
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    for (const [api, into] of [[small, times.small], [large, times.large]] as const) {
      const started = process.hrtime.bigint();
      await get(api.agent, api.url, api.token);
      if (i >= WARM_UP) into.push(msSince(started));
    }
  }
  return times;
}

interface Side {
  env: Record<string, string>;
  dataDir: string;
}

async function measureEngine(engine: Engine, sides: { small: Side; large: Side }, notes: string[]): Promise<Figure[]> {
  const seeded = { small: 0, large: 0 };
  for (const [name, last] of [['small', SMALL], ['large', LARGE]] as const) {
    const { env, dataDir } = sides[name];
    seeded[name] = await seed(env, engine, dataDir, async (db) => {
      await seedUploaders(db, engine);
      await seedVideos(db, engine, 1, last);
    });
  }
  const small = await startFeedApi(PORTS[0], sides.small.env);
  try {
    const large = await startFeedApi(PORTS[1], sides.large.env);
    try {
      const times = await interleavedTimes(small, large);
      const p = (at: number) => ({ small: percentile(times.small, at), large: percentile(times.large, at) });
      const [p50, p99] = [p(50), p(99)];
      notes.push(
        `${engine}: seeded ${SMALL.toLocaleString('en')} videos in ${seeded.small.toFixed(1)} s and ${LARGE.toLocaleString('en')} in ${seeded.large.toFixed(1)} s; p50 ${p50.small.toFixed(2)} ms at 10k, ${p50.large.toFixed(2)} ms at 1M.`,
      );
      return [
        {
          name: `${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: feed p99 at 1,000,000 videos`,
          value: p99.large,
          unit: 'ms',
          baseline: { label: 'at 10,000 videos', value: p99.small },
          target: atMost(p99.large, 1.5 * p99.small, '≤ 1.5 × at 10,000'),
        },
      ];
    } finally {
      await large.stop();
    }
  } finally {
    await small.stop();
  }
}

export async function feedGrowth(): Promise<BenchResult> {
  const notes = [
    `GET ${FEED} (first page: 20 videos with uploader, like count and the viewer's like, plus 5 blogs); one api process per database, both running; ${SAMPLES} requests to each, in turns, one at a time over keep-alive connections, after ${WARM_UP} unmeasured ones each.`,
    `${UPLOADERS} uploaders; every fourth video has a like. PostgreSQL is VACUUM ANALYZEd after seeding (as autovacuum would be); SQLite is not (the app never runs ANALYZE).`,
  ];
  const figures: Figure[] = [];
  const sqlite = { small: scratchDir('feed-sqlite-10k'), large: scratchDir('feed-sqlite-1m') };
  try {
    const side = (dir: string): Side => ({ env: { DATA_DIR: dir }, dataDir: dir });
    figures.push(...(await measureEngine('sqlite', { small: side(sqlite.small.dir), large: side(sqlite.large.dir) }, notes)));
  } finally {
    sqlite.small.remove();
    sqlite.large.remove();
  }
  const unavailable = postgresUnavailable();
  if (unavailable) {
    notes.push(`PostgreSQL skipped: ${unavailable}.`);
    return { figures, notes };
  }
  const postgres = await startBenchPostgres(['bench_feed_10k', 'bench_feed_1m']);
  const data = { small: scratchDir('feed-pg-10k'), large: scratchDir('feed-pg-1m') };
  try {
    notes.push(`PostgreSQL: ${postgres.source}.`);
    const side = (url: string, dir: string): Side => ({ env: { DATABASE_URL: url, DATA_DIR: dir }, dataDir: dir });
    const [smallUrl, largeUrl] = postgres.databaseUrls as [string, string];
    figures.push(...(await measureEngine('postgres', { small: side(smallUrl, data.small.dir), large: side(largeUrl, data.large.dir) }, notes)));
  } finally {
    await postgres.stop();
    data.small.remove();
    data.large.remove();
  }
  return { figures, notes };
}
