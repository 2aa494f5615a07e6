import webpush from 'web-push';
import type { Database } from '@startupsetu/server-core/db/database';
import type { VapidKeys } from '@startupsetu/server-core/push/push-settings';
import { isSessionLive } from '@startupsetu/server-core/repositories/sessions-repository';

// Sends the queued pushes (DESIGN §6.6): RFC 8291 aes128gcm payloads signed with VAPID (RFC 8292),
// through the `web-push` package's request builder and Node's fetch (its own sender speaks https
// only). A push service that answers 429 or 5xx, or cannot be reached, is asked again later with
// backoff; 404 and 410 mean the browser unsubscribed, and the subscription goes at once. A push
// goes only to a subscription whose session still lives when it is sent (DESIGN §7.2): one queued
// before its session ended is not sent, and the subscription goes. Redirects are not followed (the
// server posts only to the push service's own origin): a 3xx is a refusal.

/** Tries per push before it is given up. */
export const MAX_ATTEMPTS = 6;
/** The first retry's wait; each next one doubles, up to MAX_RETRY_DELAY_MS. */
const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** A push being sent is held this long, so that another sender does not take it meanwhile. */
const CLAIM_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
const BATCH = 20;

export interface PushSenderOptions {
  db: Database;
  vapid: VapidKeys & { subject: string };
  /** For tests: the clock. */
  now?: () => number;
  log?: { warn(fields: object, message: string): void };
}

export type SendOutcome = 'sent' | 'retry' | 'gone' | 'dropped' | 'session-ended';

export function createPushSender({ db, vapid, now = Date.now, log }: PushSenderOptions) {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };

  /** Takes a due push for this sender; false when another sender took it first. */
  async function claim(id: string, dueAt: string): Promise<boolean> {
    const until = new Date(now() + CLAIM_MS).toISOString();
    const result = await db.updateTable('push_deliveries').set({ next_attempt_at: until }).where('id', '=', id).where('next_attempt_at', '=', dueAt).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async function send(delivery: DueDelivery): Promise<SendOutcome> {
    if (!(await sessionLives(db, delivery.subscription_id, now()))) {
      await db.deleteFrom('push_subscriptions').where('id', '=', delivery.subscription_id).execute();
      return 'session-ended';
    }
    const request = webpush.generateRequestDetails(
      { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
      delivery.payload,
      { vapidDetails, TTL: delivery.ttl, urgency: delivery.urgency, ...(delivery.topic ? { topic: delivery.topic } : {}), contentEncoding: 'aes128gcm' },
    );
    let status: number;
    let retryAfter: string | null = null;
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Buffer,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      await response.body?.cancel();
    } catch (error) {
      log?.warn({ err: error, subscription: delivery.subscription_id }, 'push service unreachable; trying again later');
      return retry(delivery, null);
    }
    if (status >= 200 && status < 300) {
      await db.deleteFrom('push_deliveries').where('id', '=', delivery.id).execute();
      return 'sent';
    }
    if (status === 404 || status === 410) {
      await db.deleteFrom('push_subscriptions').where('id', '=', delivery.subscription_id).execute();
      return 'gone';
    }
    if (status === 429 || status >= 500) return retry(delivery, retryAfter);
    const redirected = status >= 300 && status < 400;
    log?.warn({ status, subscription: delivery.subscription_id }, redirected ? 'push service answered a redirect (not followed); dropped' : 'push refused by the push service; dropped');
    await db.deleteFrom('push_deliveries').where('id', '=', delivery.id).execute();
    return 'dropped';
  }

  async function retry(delivery: DueDelivery, retryAfter: string | null): Promise<SendOutcome> {
    const attempts = delivery.attempts + 1;
    if (attempts >= MAX_ATTEMPTS) {
      await db.deleteFrom('push_deliveries').where('id', '=', delivery.id).execute();
      return 'dropped';
    }
    const backoff = Math.min(FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
    const asked = retryAfterMs(retryAfter, now());
    const next = new Date(now() + Math.max(backoff, Math.min(asked ?? 0, MAX_RETRY_DELAY_MS))).toISOString();
    await db.updateTable('push_deliveries').set({ attempts, next_attempt_at: next }).where('id', '=', delivery.id).execute();
    return 'retry';
  }

  /** Sends what is due now, a batch at a time, until nothing is; answers each outcome. */
  async function sendDue(): Promise<SendOutcome[]> {
    const outcomes: SendOutcome[] = [];
    for (;;) {
      const due = await dueDeliveries(db, new Date(now()).toISOString());
      let claimed = 0;
      for (const delivery of due) {
        if (!(await claim(delivery.id, delivery.next_attempt_at))) continue;
        claimed += 1;
        outcomes.push(await send(delivery));
      }
      if (due.length < BATCH || claimed === 0) return outcomes;
    }
  }

  /** When the earliest push in the queue falls due (a retry, or one claimed by a sender that stopped), in ms; undefined when none waits. */
  async function nextDueAt(): Promise<number | undefined> {
    const row = await db.selectFrom('push_deliveries').select('next_attempt_at').orderBy('next_attempt_at').limit(1).executeTakeFirst();
    return row ? Date.parse(row.next_attempt_at) : undefined;
  }

  return { sendDue, nextDueAt };
}

export type PushSender = ReturnType<typeof createPushSender>;

type DueDelivery = Awaited<ReturnType<typeof dueDeliveries>>[number];

function dueDeliveries(db: Database, nowIso: string) {
  return db
    .selectFrom('push_deliveries as d')
    .innerJoin('push_subscriptions as s', 's.id', 'd.subscription_id')
    .select(['d.id', 'd.subscription_id', 'd.payload', 'd.topic', 'd.urgency', 'd.ttl', 'd.attempts', 'd.next_attempt_at', 's.endpoint', 's.p256dh', 's.auth'])
    .where('d.next_attempt_at', '<=', nowIso)
    .orderBy('d.next_attempt_at')
    .orderBy('d.id')
    .limit(BATCH)
    .execute();
}

/** Whether the subscription is still there and the session that made it lives (not ended, not idle). */
async function sessionLives(db: Database, subscriptionId: string, nowMs: number): Promise<boolean> {
  const session = await db
    .selectFrom('push_subscriptions as s')
    .innerJoin('sessions', 'sessions.id', 's.session_id')
    .select(['sessions.ended_at', 'sessions.last_seen_at'])
    .where('s.id', '=', subscriptionId)
    .executeTakeFirst();
  return session !== undefined && isSessionLive(session, nowMs);
}

/** Retry-After as seconds or as an HTTP date, in ms from now. */
function retryAfterMs(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}
