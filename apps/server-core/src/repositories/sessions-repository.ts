import { randomBytes } from 'node:crypto';
import { inTransaction, type Database } from '../db/database';
import type { Role, SessionRow } from '../db/schema';

/** A session unused for this long has ended (DESIGN §6.2). */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at moves at most this often, so a busy session writes once a minute, not per request. */
export const LAST_SEEN_STEP_MS = 60 * 1000;
const USER_AGENT_MAX = 300;
/**
 * A user keeps at most this many live sessions: a sign-in beyond it ends the least recently used,
 * as Google and GitHub do, so the devices list (and a token-stuffing account) stays bounded.
 */
export const MAX_LIVE_SESSIONS = 50;
/** How long a session is kept after it ended (or went idle), for instances still polling for ends. */
export const SESSION_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Starts a session for a user who just proved who they are (sign-up, sign-in, password reset). */
export async function createSession(db: Database, userId: string, userAgent: string | undefined, now = new Date()): Promise<SessionRow> {
  const at = now.toISOString();
  const row: SessionRow = {
    id: randomBytes(16).toString('base64url'),
    user_id: userId,
    user_agent: (userAgent ?? '').trim().slice(0, USER_AGENT_MAX),
    created_at: at,
    last_seen_at: at,
    ended_at: null,
  };
  await db.insertInto('sessions').values(row).execute();
  return row;
}

export async function findSession(db: Database, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A token's session with its user's current role (no row when the session or the user is gone). */
export async function findSessionWithRole(
  db: Database,
  id: string,
): Promise<(SessionRow & { role: Role; suspended_at: string | null; email_verified_at: string | null }) | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('sessions')
    .select(['users.role', 'users.suspended_at', 'users.email_verified_at'])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

/** Live: not ended and used within the idle limit. */
export function isSessionLive(session: Pick<SessionRow, 'ended_at' | 'last_seen_at'>, now = Date.now()): boolean {
  return session.ended_at === null && now - Date.parse(session.last_seen_at) < SESSION_IDLE_MS;
}

/** Moves last_seen_at forward when it is more than LAST_SEEN_STEP_MS old (one write a minute at most). */
export async function touchSession(db: Database, session: Pick<SessionRow, 'id' | 'last_seen_at'>, now = new Date()): Promise<void> {
  if (now.getTime() - Date.parse(session.last_seen_at) < LAST_SEEN_STEP_MS) return;
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now.toISOString() })
    .where('id', '=', session.id)
    .where('ended_at', 'is', null)
    .execute();
}

/** A live session was last seen after this moment (ISO): the idle limit of isSessionLive, for queries. */
export function liveSessionsSeenAfter(now = Date.now()): string {
  return new Date(now - SESSION_IDLE_MS).toISOString();
}

/** The user's live sessions, most recently used first, through the partial index of live rows. */
function liveSessionsQuery(db: Database, userId: string, now = Date.now()) {
  return db
    .selectFrom('sessions')
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('last_seen_at', '>', liveSessionsSeenAfter(now))
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc');
}

/** The user's live sessions, most recently used first (at most MAX_LIVE_SESSIONS). */
export async function listLiveSessions(db: Database, userId: string, now = Date.now()): Promise<SessionRow[]> {
  return liveSessionsQuery(db, userId, now).selectAll().limit(MAX_LIVE_SESSIONS).execute();
}

/** Live sessions of the user beyond the MAX_LIVE_SESSIONS most recently used (for ending). */
export async function sessionsOverLimit(db: Database, userId: string, now = Date.now()): Promise<string[]> {
  const rows = await liveSessionsQuery(db, userId, now).select('id').limit(100).offset(MAX_LIVE_SESSIONS).execute();
  return rows.map((row) => row.id);
}

export interface EndSessionsFilter {
  userId: string;
  /** Only this session (it must be the user's own). */
  only?: string;
  /** Every session but this one. */
  except?: string;
  /** Only these sessions (the user's own). */
  ids?: readonly string[];
}

/**
 * Ends sessions of one user, and with them the push subscriptions they made (what was queued for
 * those goes too): a device signed out, revoked or evicted gets no more pushes. Answers the ids it
 * ended (for their sockets to be closed).
 */
export async function endSessions(db: Database, filter: EndSessionsFilter, now = new Date()): Promise<string[]> {
  if (filter.ids?.length === 0) return [];
  return inTransaction(db, async (trx) => {
    let query = trx
      .updateTable('sessions')
      .set({ ended_at: now.toISOString() })
      .where('user_id', '=', filter.userId)
      .where('ended_at', 'is', null);
    if (filter.only !== undefined) query = query.where('id', '=', filter.only);
    if (filter.except !== undefined) query = query.where('id', '!=', filter.except);
    if (filter.ids !== undefined) query = query.where('id', 'in', filter.ids);
    const ended = (await query.returning('id').execute()).map((row) => row.id);
    // Their queued pushes go with them (push_deliveries cascades).
    if (ended.length > 0) await trx.deleteFrom('push_subscriptions').where('session_id', 'in', ended).execute();
    return ended;
  });
}

/**
 * Sessions ended after `since` (ISO), oldest first: how instances learn of ends made elsewhere.
 * `after` continues a page: the ends at exactly `since` whose id sorts after it (one call ends
 * many sessions at the same moment).
 */
export async function sessionsEndedSince(
  db: Database,
  since: string,
  limit = 1000,
  after?: string,
): Promise<Pick<SessionRow, 'id' | 'ended_at'>[]> {
  return db
    .selectFrom('sessions')
    .select(['id', 'ended_at'])
    .where((eb) =>
      after === undefined
        ? eb('ended_at', '>', since)
        : eb.or([eb('ended_at', '>', since), eb.and([eb('ended_at', '=', since), eb('id', '>', after)])]),
    )
    .orderBy('ended_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Deletes sessions that ended, or went idle, more than SESSION_RETENTION_MS ago: their tokens
 * answer 401 exactly as an ended session's do. Answers how many were deleted.
 */
export async function purgeSessions(db: Database, now = Date.now()): Promise<number> {
  const endedBefore = new Date(now - SESSION_RETENTION_MS).toISOString();
  const seenBefore = new Date(now - SESSION_IDLE_MS - SESSION_RETENTION_MS).toISOString();
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('ended_at', '<', endedBefore), eb.and([eb('ended_at', 'is', null), eb('last_seen_at', '<', seenBefore)])]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
