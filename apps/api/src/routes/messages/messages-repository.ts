import { unacceptedRequestFrom } from '@startupsetu/server-core/repositories/message-requests';
import { contactShown, type MessageWarning } from '@startupsetu/server-core/contract/privacy';
import type { Message } from '@startupsetu/server-core/contract/reply-types';
import { sql } from 'kysely';
import { inTransaction, type Database } from '@startupsetu/server-core/db/database';
import { inParts } from '@startupsetu/server-core/db/in-parts';
import type { MessageRow, Role } from '@startupsetu/server-core/db/schema';
import { toPage, type Page, type PageQuery } from '@startupsetu/server-core/http/pagination';
import { newId } from '@startupsetu/server-core/ids';
import { parseProfile } from '@startupsetu/server-core/repositories/profile-details';
import { badgesOf, badgesShown, mediaUrl } from '@startupsetu/server-core/repositories/users-repository';
import type { Badge } from '@startupsetu/server-core/contract/verification-fields';
import { cappedCount, toCount } from '@startupsetu/server-core/repositories/capped-count';
import { contentVisibleTo, personVisibleTo } from '@startupsetu/server-core/repositories/visibility';

/** A message as its reader sees it: the recipient's copy says why they are warned about it, the sender's never does. */
export type MessageView = Message & { warning?: MessageWarning };

/**
 * Stores a message and answers the sender's copy, or undefined when the receiver (or sender) does
 * not exist.
 */
export async function insertMessage(
  db: Database,
  message: NewMessage,
): Promise<MessageView | undefined> {
  const row = newMessageRow(message);
  return inTransaction(db, async (trx) => {
    // The table has no foreign keys to users (messages outlive a deleted sender, migration 0009):
    // the row is written only if both people exist at that moment, in the one statement.
    const text = (value: string | null) => sql<string>`cast(${value} as text)`;
    const result = await trx
      .insertInto('messages')
      .columns(['id', 'sender_id', 'receiver_id', 'text', 'created_at', 'read_at', 'warning'])
      .expression(
        trx
          .selectFrom('users as receiver')
          .innerJoin('users as sender', (join) => join.on('sender.id', '=', row.sender_id))
          .select([
            text(row.id).as('id'),
            text(row.sender_id).as('sender_id'),
            text(row.receiver_id).as('receiver_id'),
            text(row.text).as('text'),
            text(row.created_at).as('created_at'),
            text(null).as('read_at'),
            text(row.warning).as('warning'),
          ])
          .where('receiver.id', '=', row.receiver_id),
      )
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
    await updateChatSummaries(trx, [row]);
    return toMessageView(row, row.sender_id);
  });
}

export interface NewMessage {
  senderId: string;
  receiverId: string;
  text: string;
  /** Why the receiver is warned about it (fee-scam.ts). */
  warning?: MessageWarning | null;
}

/**
 * Stores many messages in one transaction, as insertMessage stores one (for `npm run seed:load`):
 * answers each one's view in order, undefined where the sender or receiver does not exist.
 */
export async function insertMessages(db: Database, messages: readonly NewMessage[]): Promise<(MessageView | undefined)[]> {
  const rows = messages.map(newMessageRow);
  return inTransaction(db, async (trx) => {
    const people = [...new Set(rows.flatMap((row) => [row.sender_id, row.receiver_id]))];
    const existing = new Set<string>();
    for (const ids of inParts(people, 1000)) {
      const found = await trx.selectFrom('users').select('id').where('id', 'in', ids).execute();
      for (const { id } of found) existing.add(id);
    }
    const stored = rows.filter((row) => existing.has(row.sender_id) && existing.has(row.receiver_id));
    for (const part of inParts(stored, 1000)) await trx.insertInto('messages').values(part).execute();
    await updateChatSummaries(trx, stored);
    const storedIds = new Set(stored.map((row) => row.id));
    return rows.map((row) => (storedIds.has(row.id) ? toMessageView(row, row.sender_id) : undefined));
  });
}

function newMessageRow(message: NewMessage): MessageRow {
  return {
    id: newId(),
    sender_id: message.senderId,
    receiver_id: message.receiverId,
    text: message.text,
    created_at: new Date().toISOString(),
    read_at: null,
    warning: message.warning ?? null,
  };
}

/** Points both people's chat summaries at the newest of `rows` between them (migration 0012). */
async function updateChatSummaries(db: Database, rows: readonly MessageRow[]): Promise<void> {
  const latest = new Map<string, { user_id: string; other_id: string; last_message_id: string }>();
  for (const row of rows) {
    for (const [user, other] of [
      [row.sender_id, row.receiver_id],
      [row.receiver_id, row.sender_id],
    ] as const) {
      const key = `${user} ${other}`;
      const known = latest.get(key);
      if (!known || known.last_message_id < row.id) latest.set(key, { user_id: user, other_id: other, last_message_id: row.id });
    }
  }
  // One order for every writer, so two transactions never wait on each other's rows in turn
  // (a deadlock on PostgreSQL when two people write to each other at once).
  const upserts = [...latest.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, summary]) => summary);
  for (const part of inParts(upserts, 1000)) {
    await db
      .insertInto('chat_summaries')
      .values(part)
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'other_id'])
          .doUpdateSet({ last_message_id: (eb) => eb.ref('excluded.last_message_id') })
          .where('excluded.last_message_id', '>', (eb) => eb.ref('chat_summaries.last_message_id')),
      )
      .execute();
  }
}

/**
 * The messages between two users, newest page first as pages go, but each page in chronological
 * order (oldest first) as a chat shows it; `nextCursor` leads to the next older page.
 */
export async function listConversation(
  db: Database,
  userId: string,
  otherId: string,
  { limit, cursor }: PageQuery,
): Promise<Page<MessageView>> {
  // Each direction reads its own newest rows by (sender_id, receiver_id, id), then the two short
  // lists merge: a page costs O(page) however long the conversation.
  const direction = (senderId: string, receiverId: string) => {
    let half = db
      .selectFrom('messages')
      .selectAll()
      .where('sender_id', '=', senderId)
      .where('receiver_id', '=', receiverId)
      // Leaves out a message the reader reported, or one a moderator removed.
      .where(contentVisibleTo(userId, 'message', 'messages.id', 'messages.sender_id'));
    if (cursor) half = half.where('id', '<', cursor);
    return db.selectFrom(half.orderBy('id', 'desc').limit(limit + 1).as('half')).selectAll();
  };
  const rows = await direction(userId, otherId)
    .unionAll(direction(otherId, userId))
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = toPage(rows, limit);
  return { items: page.items.reverse().map((row) => toMessageView(row, userId)), nextCursor: page.nextCursor };
}

/** How a chat names someone whose account was deleted. */
export const DELETED_USER = 'Deleted user';

export interface ChatView {
  /** The other user's id. */
  _id: string;
  /** '' for a deleted user, whose Username reads DELETED_USER. */
  email: string;
  Username: string | null;
  /** '' for a deleted user. */
  role: Role | '';
  profilePic: string | null;
  text: string | null;
  lastAt: string;
  /** Messages from the other user to the caller not read yet. */
  unread: number;
  /** The other user deleted their account: their messages stay, shown as from DELETED_USER. */
  deleted: boolean;
  /** The last message is to the caller, who is warned about it. */
  warning?: MessageWarning;
  /** What was proven about the other user (DESIGN §7.4), when anything was. */
  badges?: Badge[];
}

/**
 * Everyone the user has exchanged messages with and may see (a deleted account's chat stays), but
 * for people whose message request the user has not accepted (they are in the Requests), the
 * most recent chat first, each with its last message and unread count (capped, COUNT_CAP):
 * one query reading a page of the user's chat summaries (migration 0012), however long the history.
 * `cursor` is the last message id of the previous page's last chat.
 */
export async function listChats(db: Database, userId: string, { limit, cursor }: PageQuery): Promise<Page<ChatView>> {
  // The page of summaries first, then per row its last message and the person by primary key.
  // The message is read by scalar subqueries, not a join: PostgreSQL would otherwise merge-join
  // along the whole messages key, which costs the messages of everyone since the page's oldest chat.
  let summaries = db
    .selectFrom('chat_summaries')
    .select(['last_message_id', 'other_id'])
    .where('user_id', '=', userId)
    .where(personVisibleTo(userId, 'chat_summaries.other_id'))
    .where(({ not, exists }) => not(exists(unacceptedRequestFrom(db, userId, 'chat_summaries.other_id'))));
  if (cursor) summaries = summaries.where('last_message_id', '<', cursor);
  const rows = await db
    .selectFrom(summaries.orderBy('last_message_id', 'desc').limit(limit + 1).as('c'))
    .leftJoin('users as u', 'u.id', 'c.other_id')
    .select(['c.last_message_id as id', 'c.other_id', 'u.email', 'u.email_visibility', 'u.role', 'u.profile', 'u.profile_pic', 'u.badges'])
    .select((eb) => [
      eb.selectFrom('messages as m').select('m.text').whereRef('m.id', '=', 'c.last_message_id').as('text'),
      eb.selectFrom('messages as m').select('m.created_at').whereRef('m.id', '=', 'c.last_message_id').as('created_at'),
      eb.selectFrom('messages as m').select('m.receiver_id').whereRef('m.id', '=', 'c.last_message_id').as('receiver_id'),
      eb.selectFrom('messages as m').select('m.warning').whereRef('m.id', '=', 'c.last_message_id').as('warning'),
      eb
        .exists(eb.selectFrom('connections as k').select('k.peer_id').where('k.user_id', '=', userId).whereRef('k.peer_id', '=', 'c.other_id'))
        .as('connected'),
      cappedCount(
        eb
          .selectFrom('messages as unread')
          .select(sql`1`.as('one'))
          .where('unread.receiver_id', '=', userId)
          .whereRef('unread.sender_id', '=', 'c.other_id')
          .where('unread.read_at', 'is', null),
      ).as('unread'),
    ])
    .orderBy('c.last_message_id', 'desc')
    .execute();
  const page = toPage(rows, limit);
  return {
    items: page.items.map((row) => ({
      _id: row.other_id,
      ...(row.email === null
        ? { email: '', Username: DELETED_USER, role: '' as const, profilePic: null, deleted: true }
        : {
            // Each person's email reaches whom they chose (DESIGN §7.4), connections by default.
            email: contactShown(row.email_visibility, { self: false, connected: Boolean(row.connected) }) ? row.email : '',
            Username: usernameOf(row.profile ?? '{}'),
            role: row.role ?? '',
            profilePic: mediaUrl(row.profile_pic),
            deleted: false,
            ...badgesShown(badgesOf(row.badges)),
          }),
      text: row.text,
      // Never empty: a summary's message goes only with both people (deleteAccount).
      lastAt: row.created_at ?? '',
      unread: toCount(row.unread),
      ...(row.warning && row.receiver_id === userId && { warning: row.warning }),
    })),
    nextCursor: page.nextCursor,
  };
}

/** Marks what `senderId` sent to `readerId` as read; answers how many messages changed. */
export async function markConversationRead(db: Database, readerId: string, senderId: string): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ read_at: new Date().toISOString() })
    .where('receiver_id', '=', readerId)
    .where('sender_id', '=', senderId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The message as `readerId` sees it: only its recipient's copy carries its warning. */
export function toMessageView(row: MessageRow, readerId: string): MessageView {
  return {
    _id: row.id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    text: row.text,
    createdAt: row.created_at,
    readAt: row.read_at,
    ...(row.warning && readerId === row.receiver_id && { warning: row.warning }),
  };
}

function usernameOf(profile: string): string | null {
  const username = parseProfile(profile).Username;
  return typeof username === 'string' && username.trim() ? username : null;
}

/** Whether two people have exchanged any message (one of them may have deleted their account since). */
export async function haveExchangedMessages(db: Database, userId: string, otherId: string): Promise<boolean> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', userId), eb('receiver_id', '=', otherId)]),
        eb.and([eb('sender_id', '=', otherId), eb('receiver_id', '=', userId)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
