import type { Database } from '../db/database';
import { HttpError } from '../errors';
import type { Page, PageQuery } from '../http/pagination';
import { pairKey } from './connections-repository';
import { personCard, PERSON_COLUMNS, type PersonCard } from './person-card';

// Blocks (DESIGN §6.3): one row per blocker, enforced both ways by reading either row. Blocking
// ends the two people's connection and every pending request between them in the same
// transaction; the reads of people and content leave them out through visibility.ts.

export interface BlockView {
  userId: string;
  createdAt: string;
}

export interface BlockOutcome {
  /** False when the caller had already blocked that person (the block is the one stored then). */
  created: boolean;
  block: BlockView;
  /** The two were connected until now: their open pages are told. */
  connectionEnded: boolean;
}

/** Blocks `blockedId` for `blockerId`: 404 for an unknown user, 400 for oneself. Idempotent. */
export async function blockUser(db: Database, blockerId: string, blockedId: string): Promise<BlockOutcome> {
  if (blockerId === blockedId) throw new HttpError(400, 'You cannot block yourself');
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', blockedId).executeTakeFirst();
    if (!user) throw new HttpError(404, 'User not found');
    const inserted = await trx
      .insertInto('blocks')
      .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['blocker_id', 'blocked_id']).doNothing())
      .executeTakeFirst();
    const ended = await trx
      .deleteFrom('connections')
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', blockerId), eb('peer_id', '=', blockedId)]),
          eb.and([eb('user_id', '=', blockedId), eb('peer_id', '=', blockerId)]),
        ]),
      )
      .executeTakeFirst();
    // As a withdrawal (the blocker asked) or a decline (the blocker was asked) would leave them.
    const updatedAt = new Date().toISOString();
    for (const [requester, status] of [[blockerId, 'withdrawn'], [blockedId, 'declined']] as const) {
      await trx
        .updateTable('connect_requests')
        .set({ status, updated_at: updatedAt })
        .where('pair_key', '=', pairKey(blockerId, blockedId))
        .where('requester_id', '=', requester)
        .where('status', '=', 'pending')
        .execute();
    }
    const row = await trx
      .selectFrom('blocks')
      .select(['blocked_id', 'created_at'])
      .where('blocker_id', '=', blockerId)
      .where('blocked_id', '=', blockedId)
      .executeTakeFirstOrThrow();
    return {
      created: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0,
      block: { userId: row.blocked_id, createdAt: row.created_at },
      connectionEnded: Number(ended.numDeletedRows) > 0,
    };
  });
}

/** Ends the caller's block of `blockedId`; false when there was none. */
export async function unblockUser(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which way a block stands between `userId` and `otherId`, from `userId`'s side. */
export type BlockBetween = 'blocked' | 'blocked-by' | undefined;

export async function blockBetween(db: Database, userId: string, otherId: string): Promise<BlockBetween> {
  const rows = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', userId), eb('blocked_id', '=', otherId)]),
        eb.and([eb('blocker_id', '=', otherId), eb('blocked_id', '=', userId)]),
      ]),
    )
    .execute();
  if (rows.some((row) => row.blocker_id === userId)) return 'blocked';
  return rows.length > 0 ? 'blocked-by' : undefined;
}

export interface ListedBlock {
  /** The blocked person's card, shown here although they are out of sight everywhere else. */
  user: PersonCard;
  createdAt: string;
}

// The cursor names the last block of a page: its time (12 hex digits of milliseconds, as ids
// begin) then the blocked person's id, so it stays a lower-case hex string like every cursor.
function cursorOf(createdAt: string, userId: string): string {
  return Date.parse(createdAt).toString(16).padStart(12, '0') + userId;
}

function parseCursor(cursor: string): [createdAt: string, userId: string] {
  const time = Number.parseInt(cursor.slice(0, 12), 16);
  if (cursor.length <= 12 || !Number.isFinite(time) || time > 8.64e15) {
    throw new HttpError(400, 'cursor is not one this list gave', 'cursor');
  }
  return [new Date(time).toISOString(), cursor.slice(12)];
}

/** The people `blockerId` blocked, newest block first. */
export async function listBlocks(db: Database, blockerId: string, { limit, cursor }: PageQuery): Promise<Page<ListedBlock>> {
  let query = db
    .selectFrom('blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select([...PERSON_COLUMNS, 'b.created_at'])
    .where('b.blocker_id', '=', blockerId);
  if (cursor) {
    const [createdAt, userId] = parseCursor(cursor);
    query = query.where((eb) => eb(eb.refTuple('b.created_at', 'b.blocked_id'), '<', eb.tuple(createdAt, userId)));
  }
  const rows = await query.orderBy('b.created_at', 'desc').orderBy('b.blocked_id', 'desc').limit(limit + 1).execute();
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => ({ user: personCard(row), createdAt: row.created_at })),
    nextCursor: rows.length > limit && last ? cursorOf(last.created_at, last.user_id) : null,
  };
}
