import type { ConnectRequest } from '../contract/reply-types';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/constraint-errors';
import type { ConnectKind, ConnectRequestRow, ConnectStatus } from '../db/schema';
import { HttpError } from '../errors';
import { newId } from '../ids';
import { pairKey } from './connections-repository';
import { personCard, PERSON_COLUMNS, type PersonCard, type PersonRow } from './person-card';

// The write side of connect and ignite requests (DESIGN §6.1), used by notify's routes and by the
// demo seed. Two users have at most one pending request (the unique partial index on `pair_key`)
// and at most one connection (the primary key of its two rows), however calls race: a request that
// finds one pending re-reads it, and every answer is a conditional UPDATE that only one caller wins.

export type ConnectRequestView = ConnectRequest;

/** The other person of a connection, as the connections list shows them. */
export type ConnectionItem = PersonCard & { connection: 'connected'; connectedAt: string };

export type SendOutcome =
  /** A new pending request: the target is to be told. */
  | { outcome: 'created'; request: ConnectRequestView }
  /** The caller already had one pending to the target: nobody is told again. */
  | { outcome: 'existing'; request: ConnectRequestView }
  /** The target had asked the caller: that request is now accepted. */
  | { outcome: 'mutual'; request: ConnectRequestView; connection: ConnectionItem };

export const ALREADY_CONNECTED = 'You are already connected with this user';
export const NOT_PENDING = 'This request is no longer pending';

// Each lost race (the pending request changed between the failed insert and the re-read) costs
// one more attempt; a pair cannot change more often than its two people act.
const SEND_ATTEMPTS = 8;

export async function sendConnectRequest(
  db: Database,
  input: { requesterId: string; targetId: string; kind: ConnectKind; note?: string | null },
): Promise<SendOutcome> {
  const { requesterId, targetId } = input;
  const key = pairKey(requesterId, targetId);
  for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt += 1) {
    if (await areConnected(db, requesterId, targetId)) throw new HttpError(409, ALREADY_CONNECTED);
    try {
      const request = await insertPending(db, { ...input, key });
      return { outcome: 'created', request };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const pending = await db
      .selectFrom('connect_requests')
      .selectAll()
      .where('pair_key', '=', key)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!pending) continue;
    if (pending.requester_id === requesterId) return { outcome: 'existing', request: toRequestView(pending) };
    const accepted = await acceptPending(db, pending);
    if (accepted) return { outcome: 'mutual', ...accepted };
  }
  throw new HttpError(409, 'The request changed while it was being sent; please try again');
}

// Inserted and checked in one transaction: a connection made by a racing accept between the
// caller's check and this insert rolls the new request back.
async function insertPending(
  db: Database,
  input: { requesterId: string; targetId: string; kind: ConnectKind; note?: string | null; key: string },
): Promise<ConnectRequestView> {
  const now = new Date().toISOString();
  const row: ConnectRequestRow = {
    id: newId(),
    kind: input.kind,
    requester_id: input.requesterId,
    target_id: input.targetId,
    pair_key: input.key,
    status: 'pending',
    note: input.note?.trim() ? input.note.trim() : null,
    created_at: now,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('connect_requests').values(row).execute();
    if (await areConnected(trx, input.requesterId, input.targetId)) throw new HttpError(409, ALREADY_CONNECTED);
  });
  return toRequestView(row);
}

export async function areConnected(db: Database, userId: string, peerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('connections')
    .select('id')
    .where('user_id', '=', userId)
    .where('peer_id', '=', peerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findConnectRequest(db: Database, id: string): Promise<ConnectRequestView | undefined> {
  const row = await db.selectFrom('connect_requests').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRequestView(row);
}

/**
 * The target answers a request. 404 unknown, 403 for anyone but the target, 409 when it is no
 * longer pending (also when a racing answer or withdrawal won).
 */
export async function answerConnectRequest(
  db: Database,
  { requestId, userId, action }: { requestId: string; userId: string; action: 'accept' | 'decline' },
): Promise<{ request: ConnectRequestView; connection?: ConnectionItem }> {
  const row = await db.selectFrom('connect_requests').selectAll().where('id', '=', requestId).executeTakeFirst();
  if (!row) throw new HttpError(404, 'Request not found');
  if (row.target_id !== userId) throw new HttpError(403, 'Only the person asked can answer this request');
  if (row.status !== 'pending') throw new HttpError(409, NOT_PENDING);
  if (action === 'accept') {
    const accepted = await acceptPending(db, row);
    if (!accepted) throw new HttpError(409, NOT_PENDING);
    return accepted;
  }
  const declined = await settle(db, row, 'declined');
  if (!declined) throw new HttpError(409, NOT_PENDING);
  return { request: declined };
}

/** The requester withdraws: 404 unknown, 403 for anyone else, 409 when no longer pending. */
export async function withdrawConnectRequest(
  db: Database,
  { requestId, userId }: { requestId: string; userId: string },
): Promise<ConnectRequestView> {
  const row = await db.selectFrom('connect_requests').selectAll().where('id', '=', requestId).executeTakeFirst();
  if (!row) throw new HttpError(404, 'Request not found');
  if (row.requester_id !== userId) throw new HttpError(403, 'Only the person who sent this request can withdraw it');
  const withdrawn = row.status === 'pending' ? await settle(db, row, 'withdrawn') : undefined;
  if (!withdrawn) throw new HttpError(409, NOT_PENDING);
  return withdrawn;
}

/** Moves a pending request to `status`; undefined when it was no longer pending (a race lost). */
async function settle(db: Database, row: ConnectRequestRow, status: ConnectStatus): Promise<ConnectRequestView | undefined> {
  const updatedAt = new Date().toISOString();
  const result = await db
    .updateTable('connect_requests')
    .set({ status, updated_at: updatedAt })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return toRequestView({ ...row, status, updated_at: updatedAt });
}

/**
 * Accepts a pending request and connects its two people, in one transaction; undefined when it was
 * no longer pending. The connection's rows tolerate existing ones, so a pair keeps one.
 */
async function acceptPending(
  db: Database,
  row: ConnectRequestRow,
): Promise<{ request: ConnectRequestView; connection: ConnectionItem } | undefined> {
  const now = new Date().toISOString();
  const connectionId = newId();
  const won = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('connect_requests')
      .set({ status: 'accepted', updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    const side = (userId: string, peerId: string) => ({ user_id: userId, peer_id: peerId, id: connectionId, request_id: row.id, created_at: now });
    await trx
      .insertInto('connections')
      .values([side(row.requester_id, row.target_id), side(row.target_id, row.requester_id)])
      .onConflict((conflict) => conflict.columns(['user_id', 'peer_id']).doNothing())
      .execute();
    return true;
  });
  if (!won) return undefined;
  // The answer is from the accepter's side: the other person is the requester.
  const requester = await db.selectFrom('users as u').select(PERSON_COLUMNS).where('u.id', '=', row.requester_id).executeTakeFirstOrThrow();
  return {
    request: toRequestView({ ...row, status: 'accepted', updated_at: now }),
    connection: toConnectionItem({ ...requester, connected_at: now }),
  };
}

/** Ends a connection (both of its rows); 404 when the two are not connected. */
export async function removeConnection(db: Database, userId: string, peerId: string): Promise<void> {
  const result = await db
    .deleteFrom('connections')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', userId), eb('peer_id', '=', peerId)]),
        eb.and([eb('user_id', '=', peerId), eb('peer_id', '=', userId)]),
      ]),
    )
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new HttpError(404, 'You are not connected with this user');
}

export function toRequestView(row: ConnectRequestRow): ConnectRequestView {
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    note: row.note,
    requesterId: row.requester_id,
    targetId: row.target_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toConnectionItem(row: PersonRow & { connected_at: string }): ConnectionItem {
  return { ...personCard(row), connection: 'connected', connectedAt: row.connected_at };
}
