import type { Database } from '../db/database';

// What stands between two people (DESIGN §6.1), read by both services: notify changes it, the api
// shows it on person cards and profiles so that buttons tell the truth after a reload.

/** The two user ids sorted and joined: one key per pair, whoever asked whom. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

export type Connection = 'none' | 'sent' | 'received' | 'connected';

export interface ConnectionState {
  /** From the viewer's side: they asked (`sent`), were asked (`received`), or are connected. */
  connection: Connection;
  /** The pending request, when there is one. */
  requestId?: string;
}

const NONE: ConnectionState = { connection: 'none' };

/**
 * The viewer's state with each of `userIds` (a page of cards: two indexed queries whatever the
 * page's size). Users not in the map's keys have no state with the viewer (`none`).
 */
export async function connectionStates(
  db: Database,
  viewerId: string,
  userIds: readonly string[],
): Promise<Map<string, ConnectionState>> {
  const states = new Map<string, ConnectionState>();
  const others = [...new Set(userIds)].filter((id) => id !== viewerId);
  if (others.length === 0) return states;

  const connected = await db
    .selectFrom('connections')
    .select('peer_id')
    .where('user_id', '=', viewerId)
    .where('peer_id', 'in', others)
    .execute();
  for (const { peer_id } of connected) states.set(peer_id, { connection: 'connected' });

  const pending = await db
    .selectFrom('connect_requests')
    .select(['id', 'requester_id', 'target_id'])
    .where('pair_key', 'in', others.map((id) => pairKey(viewerId, id)))
    .where('status', '=', 'pending')
    .execute();
  for (const request of pending) {
    const other = request.requester_id === viewerId ? request.target_id : request.requester_id;
    if (states.has(other)) continue;
    states.set(other, {
      connection: request.requester_id === viewerId ? 'sent' : 'received',
      requestId: request.id,
    });
  }
  return states;
}

/** The viewer's state with one other user. */
export async function connectionState(db: Database, viewerId: string, userId: string): Promise<ConnectionState> {
  return (await connectionStates(db, viewerId, [userId])).get(userId) ?? NONE;
}

/** Adds `connection` (and `requestId` when pending) to each item, from the viewer's side. */
export async function withConnectionStates<T extends { _id: string }>(
  db: Database,
  viewerId: string,
  items: readonly T[],
): Promise<(T & ConnectionState)[]> {
  const states = await connectionStates(db, viewerId, items.map((item) => item._id));
  return items.map((item) => ({ ...item, ...(states.get(item._id) ?? NONE) }));
}
