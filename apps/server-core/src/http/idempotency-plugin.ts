import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { HttpError } from '../errors';
import { runPeriodically } from './periodic-task';
import {
  claimKey,
  completeKey,
  findKey,
  purgeKeys,
  releaseKey,
  takeOverKey,
  type IdempotencyRecord,
  type KeyClaim,
} from './idempotency-store';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
export const BAD_KEY_MESSAGE = 'Idempotency-Key must be 1–128 letters, digits or ._:-';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was used for a different request';
export const KEY_IN_PROGRESS_MESSAGE = 'A request with this Idempotency-Key is still in progress';

const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);
const HOUR = 60 * 60 * 1000;

export interface IdempotencyPluginOptions {
  db: Database;
  /** How long a repeat waits for the first request with its key to answer. Default 10 s. */
  waitMs?: number;
  /** How often a waiting repeat looks at the key again. Default 100 ms. */
  pollMs?: number;
  /**
   * A claim still pending after this long belongs to a request whose process stopped before it
   * answered; the next repeat takes it over and runs. The claim is made once the whole body has
   * arrived, so what is left of a request is a few database writes: default 30 s, far longer than
   * that, and short enough that a replay after a crash goes through on the outbox's next tries.
   */
  abandonedAfterMs?: number;
  /** Keys older than this are purged, at start and every `purgeEveryMs`. Default 48 h, 1 h. */
  retentionMs?: number;
  purgeEveryMs?: number;
}

interface Claim extends KeyClaim {
  settled: boolean;
}

// Replays the first answer to a write repeated with the same Idempotency-Key, so that a client's
// offline queue can resend a write it is unsure about without applying it twice. Keys are per user.
async function idempotencyPlugin(
  app: FastifyInstance,
  {
    db,
    waitMs = 10_000,
    pollMs = 100,
    abandonedAfterMs = 30_000,
    retentionMs = 48 * HOUR,
    purgeEveryMs = HOUR,
  }: IdempotencyPluginOptions,
) {
  const claims = new WeakMap<FastifyRequest, Claim>();

  // preValidation: after authentication and after the whole body has arrived, so a request cut
  // off mid-body is not stored as its 4xx, while a body the route rejects is.
  app.addHook('preValidation', async (request, reply) => {
    const claim = claimOf(request);
    if (!claim) return;
    const record = await acquire(claim);
    if (!record) {
      claims.set(request, { ...claim, settled: false });
      return;
    }
    return replay(reply, record);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim || claim.settled) return payload;
    claim.settled = true;
    const body = storableBody(payload);
    try {
      if (reply.statusCode >= 500 || body === undefined) await releaseKey(db, claim);
      else await completeKey(db, claim, reply.statusCode, body);
    } catch (error) {
      request.log.error({ err: error, key: claim.key }, 'could not store the answer of an Idempotency-Key');
    }
    return payload;
  });

  // A reply that bypassed onSend (hijacked or failed on the way out) must not leave the key pending.
  app.addHook('onResponse', async (request) => {
    const claim = claims.get(request);
    if (!claim || claim.settled) return;
    claim.settled = true;
    await releaseKey(db, claim).catch((error: unknown) =>
      request.log.error({ err: error, key: claim.key }, 'could not release an Idempotency-Key'),
    );
  });

  runPeriodically(app, 'purge old Idempotency-Keys', purgeEveryMs, () => purgeKeys(db, new Date(Date.now() - retentionMs)));

  /** The key a request carries, when it is one this plugin handles; throws a 400 for a malformed key. */
  function claimOf(request: FastifyRequest): KeyClaim | undefined {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined || !WRITE_METHODS.has(request.method) || request.is404) return undefined;
    if (!request.routeOptions.url?.startsWith('/api/') || request.routeOptions.config.public || !request.user) {
      return undefined;
    }
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new HttpError(400, BAD_KEY_MESSAGE);
    return { userId: request.user.id, key, method: request.method, path: request.url.split('?')[0]! };
  }

  /** Claims the key (answers undefined) or answers the finished record to replay. */
  async function acquire(claim: KeyClaim): Promise<IdempotencyRecord | undefined> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      if (await claimKey(db, claim)) return undefined;
      const record = await findKey(db, claim);
      if (record) {
        if (record.method !== claim.method || record.path !== claim.path) throw new HttpError(422, KEY_REUSED_MESSAGE);
        if (record.state === 'done') return record;
        const abandoned = Date.now() - Date.parse(record.created_at) >= abandonedAfterMs;
        if (abandoned && (await takeOverKey(db, record))) return undefined;
      }
      // No record: the first request failed and released the key between our insert and read; claim again.
      if (Date.now() >= deadline) throw new HttpError(409, KEY_IN_PROGRESS_MESSAGE);
      if (record) await sleep(pollMs);
    }
  }
}

function replay(reply: FastifyReply, record: IdempotencyRecord): FastifyReply {
  return reply
    .code(record.status)
    .header('content-type', 'application/json; charset=utf-8')
    .header(REPLAYED_HEADER, 'true')
    .send(record.response);
}

/** The answer's text; undefined for a stream, which cannot be kept. */
function storableBody(payload: unknown): string | undefined {
  if (payload === null || payload === undefined) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}

export default fp(idempotencyPlugin, {
  name: 'startupsetu-idempotency',
  fastify: '5.x',
  dependencies: ['startupsetu-auth'],
});
