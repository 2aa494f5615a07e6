// Durability: the api process is killed (-9) in the middle of a stream of 1,000 writes (comments
// and chat messages, over HTTP with an Idempotency-Key and over the socket with its ack), then
// started again on the same database. Every write the client saw acknowledged must be there, once;
// every other write is sent again the way a client would, and must be applied at most once.
// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
//
// Not yet proven: that a write whose Idempotency-Key the crashed process had claimed (the claim is
// committed before the write, the answer after it) is applied exactly once. Such a key answers 409
// "still in progress" until it counts as abandoned (30 s), and the request that then takes it
// over runs the write again even if it was stored before the crash. The suite counts these keys
// (`keyLeftClaimedByCrash`, `claimedByCrashButStored` in its summary line) and checks them at most
// once, which holds only because it does not wait those 30 seconds.
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { freePorts, spawnService, stopAll, waitReady, type ServiceProcess } from '@startupsetu/server-core/testing/service-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProofLinksFrom, signUp } from '../testing/api-test-server';
import { letWrite } from '../testing/message-request-route-samples';
import { seedVideo } from '../testing/content';
import { socketPool } from '../testing/sockets';
import {
  attemptWrite,
  planWrites,
  readBackThroughApi,
  streamWrites,
  type Attempt,
  type PlannedWrite,
  type WriteTargets,
} from '../testing/write-stream';

const WRITES = 1_000;
const CONCURRENCY = 8;
const KILL_AFTER_ACKNOWLEDGED = WRITES / 2;
const KILL_WITHIN_MS = 5;
const RESEND_ATTEMPTS = 3;
const JWT_SECRET = 'durability-suite-secret-0123456789abcdef';
const STEP_TIMEOUT_MS = 180_000;

const writes = planWrites(WRITES);
/** Write number → the id of the row the server said it stored. */
const acknowledged = new Map<number, string>();
/** Writes whose first attempt got no answer: the crash cut them off. */
const cutOff = new Set<number>();
const services: ServiceProcess[] = [];
const sockets = socketPool(() => api.url);
let database: TestDatabase;
let api: ServiceProcess;
let targets: WriteTargets;
let engine: string;
const figures: Record<string, number> = {};

/** The api's server entry (what `npm run start:api` runs, from its sources) on the suite's database; notify is absent. */
async function startApi(): Promise<ServiceProcess> {
  const [port, nobody] = await freePorts(2);
  const env: Record<string, string> = {
    DATA_DIR: database.dataDir,
    NOTIFY_URL: `http://127.0.0.1:${nobody}`,
    // One writer sends 1,000 writes in seconds: the per-user write limit is not what is tested here.
    WRITE_RATE_LIMIT: '0',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl, JWT_SECRET } : {}),
  };
  const service = spawnService('api', `api ${services.length + 1}`, port!, env);
  services.push(service);
  await waitReady(service);
  return service;
}

function record(write: PlannedWrite, attempt: Attempt): void {
  if (attempt.outcome === 'acknowledged') acknowledged.set(write.n, attempt.id);
  else if (attempt.outcome === 'unanswered') cutOff.add(write.n);
  else throw new Error(`write ${write.n} was answered "key in progress" on its first attempt`);
}

/** Rows of the run found in the database itself, by text. */
async function readBackFromDatabase(): Promise<Map<string, string[]>> {
  const { db } = database;
  const comments = await db.selectFrom('video_comments').select(['id', 'text']).where('video_id', '=', targets.videoId).execute();
  const messages = await db
    .selectFrom('messages')
    .select(['id', 'text'])
    .where('sender_id', 'in', [targets.writer.id, targets.friend.id])
    .execute();
  const found = new Map<string, string[]>();
  for (const row of [...comments, ...messages]) found.set(row.text, [...(found.get(row.text) ?? []), row.id]);
  return found;
}

/** The acknowledged writes not stored exactly once under the id they were acknowledged with. */
function acknowledgedButNotStoredOnce(found: Map<string, string[]>): string[] {
  return [...acknowledged].flatMap(([n, id]) => {
    const ids = found.get(writes[n]!.text) ?? [];
    return ids.length === 1 && ids[0] === id ? [] : [`write ${n}: acknowledged as ${id}, stored as [${ids.join(', ')}]`];
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  engine = database.databaseUrl ? 'PostgreSQL' : 'SQLite';
  api = await startApi();
  readProofLinksFrom(api.url, database.dataDir);
  const [owner, writer, friend] = await Promise.all([1, 2, 3].map(() => signUp(api.url)));
  // The writer and the friend write to each other freely (DESIGN §7.4: an accepted request, both ways).
  await letWrite(database.db, writer!.id, friend!.id);
  await letWrite(database.db, friend!.id, writer!.id);
  targets = {
    baseUrl: api.url,
    videoId: await seedVideo(database.db, owner!.id),
    writer: { id: writer!.id, token: writer!.accessToken },
    friend: { id: friend!.id, token: friend!.accessToken },
    socket: await sockets.open(friend!.accessToken),
  };
}, STEP_TIMEOUT_MS);

afterAll(async () => {
  sockets.closeAll();
  await stopAll(services);
  await database?.close();
  console.info(`durability on ${engine}: ${JSON.stringify(figures)}`);
});

describe(`writes when the api is killed -9 mid-stream`, () => {
  it('acknowledges about half of 1,000 writes before the kill', async () => {
    const started = Date.now();
    let killAt: Promise<void> | undefined;
    let killed: Promise<void> | undefined;
    await streamWrites(writes, {
      concurrency: CONCURRENCY,
      stop: () => killed !== undefined,
      send: async (write) => {
        const attempt = attemptWrite(targets, write);
        // The kill lands a moment after a write went out, so that the api is in the middle of
        // requests (the client, not the api, is the slower side: killed right at an answer, the
        // api would already have answered everything in flight).
        if (acknowledged.size >= KILL_AFTER_ACKNOWLEDGED && !killAt) {
          killAt = sleep(Math.random() * KILL_WITHIN_MS).then(() => (killed = api.kill()));
        }
        record(write, await attempt);
      },
    });
    await killAt;
    await killed;
    figures.acknowledgedBeforeKill = acknowledged.size;
    figures.cutOffByKill = cutOff.size;
    figures.cutOffOverHttp = writes.filter((write) => cutOff.has(write.n) && write.kind !== 'socket-message').length;
    figures.streamMs = Date.now() - started;

    expect(await api.exited).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(acknowledged.size).toBeLessThan(WRITES);
    // No more can be in doubt than were in flight.
    expect(cutOff.size).toBeLessThanOrEqual(CONCURRENCY);
  }, STEP_TIMEOUT_MS);

  it('has every acknowledged write once, under its id, after a restart on the same database', async () => {
    const started = Date.now();
    api = await startApi();
    figures.restartToReadyMs = Date.now() - started;
    const pending = await database.db.selectFrom('idempotency_keys').select('key').where('state', '=', 'pending').execute();
    figures.keysLeftPendingByCrash = pending.length;
    targets.baseUrl = api.url;

    expect(acknowledgedButNotStoredOnce(await readBackThroughApi(targets))).toEqual([]);
    expect(acknowledgedButNotStoredOnce(await readBackFromDatabase())).toEqual([]);
  }, STEP_TIMEOUT_MS);

  it('applies every other write at most once when the client sends it again', async () => {
    targets.socket = await sockets.open(targets.friend.token);
    const before = await readBackThroughApi(targets);
    // The socket has no Idempotency-Key: a client whose ack never came looks before sending again.
    const landedUnacknowledged = new Set(
      writes.filter((write) => write.kind === 'socket-message' && cutOff.has(write.n) && before.has(write.text)).map((write) => write.n),
    );
    /** HTTP writes whose key the crashed process had claimed and never answered: see the top. */
    const claimedByCrash = new Set<number>();
    let replayed = 0;
    const rest = writes.filter((write) => !acknowledged.has(write.n) && !landedUnacknowledged.has(write.n));
    await streamWrites(rest, {
      concurrency: CONCURRENCY,
      send: async (write) => {
        for (let attempt = 1; ; attempt += 1) {
          const answer = await attemptWrite(targets, write);
          if (answer.outcome === 'acknowledged') {
            acknowledged.set(write.n, answer.id);
            if (answer.replayed) replayed += 1;
            return;
          }
          if (answer.outcome === 'key-in-progress') return void claimedByCrash.add(write.n);
          if (attempt >= RESEND_ATTEMPTS) throw new Error(`write ${write.n} got no answer ${attempt} times: ${answer.reason}`);
        }
      },
    });
    figures.replayedOnResend = replayed;
    figures.landedWithoutAck = landedUnacknowledged.size;
    figures.keyLeftClaimedByCrash = claimedByCrash.size;

    expect(acknowledged.size + landedUnacknowledged.size + claimedByCrash.size).toBe(WRITES);
    // Only a write the crash cut off can find its key still claimed.
    expect([...claimedByCrash].filter((n) => !cutOff.has(n))).toEqual([]);
    for (const found of [await readBackThroughApi(targets), await readBackFromDatabase()]) {
      expect(acknowledgedButNotStoredOnce(found)).toEqual([]);
      expect([...landedUnacknowledged].filter((n) => found.get(writes[n]!.text)?.length !== 1)).toEqual([]);
      expect([...claimedByCrash].filter((n) => (found.get(writes[n]!.text)?.length ?? 0) > 1)).toEqual([]);
      const planned = new Set(writes.map((write) => write.text));
      expect([...found.keys()].filter((text) => !planned.has(text))).toEqual([]);
    }
    figures.claimedByCrashButStored = [...claimedByCrash].filter((n) => before.has(writes[n]!.text)).length;
  }, STEP_TIMEOUT_MS);
});
