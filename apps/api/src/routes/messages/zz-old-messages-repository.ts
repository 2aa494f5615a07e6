import { sql } from 'kysely';
import type { Database } from '@startupsetu/server-core/db/database';
import type { MessageRow, Role } from '@startupsetu/server-core/db/schema';
import { toPage, type Page, type PageQuery } from '@startupsetu/server-core/http/pagination';
import { newId } from '@startupsetu/server-core/ids';
import { parseProfile } from '@startupsetu/server-core/repositories/profile-details';
import { mediaUrl } from '@startupsetu/server-core/repositories/users-repository';
import { contentVisibleTo, personVisibleTo } from '@startupsetu/server-core/repositories/visibility';

export interface MessageView {
  _id: string;
  senderId: string;
  receiverId: string;
  text: string;
  createdAt: string;
  readAt: string | null;
}

/** Stores a message and answers it, or undefined when the receiver (or sender) does not exist. */
export async function insertMessage(
  db: Database,
  message: { senderId: string; receiverId: string; text: string },
): Promise<MessageView | undefined> {
  const row: MessageRow = {
    id: newId(),
    sender_id: message.senderId,
    receiver_id: message.receiverId,
    text: message.text,
    created_at: new Date().toISOString(),
    read_at: null,
  };
  // The table has no foreign keys to users (messages outlive a deleted sender, migration 0009):
  // the row is written only if both people exist at that moment, in the one statement.
  const text = (value: string | null) => sql<string>`cast(${value} as text)`;
  const result = await db
    .insertInto('messages')
    .columns(['id', 'sender_id', 'receiver_id', 'text', 'created_at', 'read_at'])
    .expression(
      db
        .selectFrom('users as receiver')
        .innerJoin('users as sender', (join) => join.on('sender.id', '=', row.sender_id))
        .select([
          text(row.id).as('id'),
          text(row.sender_id).as('sender_id'),
          text(row.receiver_id).as('receiver_id'),
          text(row.text).as('text'),
          text(row.created_at).as('created_at'),
          text(null).as('read_at'),
        ])
        .where('receiver.id', '=', row.receiver_id),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
  return toMessageView(row);
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
  let query = db
    .selectFrom('messages')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', userId), eb('receiver_id', '=', otherId)]),
        eb.and([eb('sender_id', '=', otherId), eb('receiver_id', '=', userId)]),
      ]),
    )
    // Leaves out a message the reader reported, or one a moderator removed.
    .where(contentVisibleTo(userId, 'message', 'messages.id', 'messages.sender_id'));
  if (cursor) query = query.where('id', '<', cursor);
  const rows = await query.orderBy('id', 'desc').limit(limit + 1).execute();
  const page = toPage(rows, limit);
  return { items: page.items.reverse().map(toMessageView), nextCursor: page.nextCursor };
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
}

/**
 * Everyone the user has exchanged messages with and may see (a deleted account's chat stays), the
 * most recent chat first, each with its last message and unread count: one query for the whole
 * page, however many chats it holds.
 * `cursor` is the last message id of the previous page's last chat.
 */
export async function listChats(db: Database, userId: string, { limit, cursor }: PageQuery): Promise<Page<ChatView>> {
  const exchanged = db
    .selectFrom('messages')
    .select(['receiver_id as other_id', 'id'])
    .where('sender_id', '=', userId)
    .unionAll(db.selectFrom('messages').select(['sender_id as other_id', 'id']).where('receiver_id', '=', userId));
  let query = db
    .with('chats', (qc) =>
      qc
        .selectFrom(exchanged.as('x'))
        .select((eb) => ['x.other_id', eb.fn.max('x.id').as('last_id')])
        .groupBy('x.other_id'),
    )
    .selectFrom('chats as c')
    .innerJoin('messages as m', 'm.id', 'c.last_id')
    .leftJoin('users as u', 'u.id', 'c.other_id')
    .where(personVisibleTo(userId, 'c.other_id'))
    .select(['c.last_id as id', 'c.other_id', 'm.text', 'm.created_at', 'u.email', 'u.role', 'u.profile', 'u.profile_pic'])
    .select((eb) =>
      eb
        .selectFrom('messages as unread')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .where('unread.receiver_id', '=', userId)
        .whereRef('unread.sender_id', '=', 'c.other_id')
        .where('unread.read_at', 'is', null)
        .as('unread'),
    );
  if (cursor) query = query.where('c.last_id', '<', cursor);
  const rows = await query.orderBy('c.last_id', 'desc').limit(limit + 1).execute();
  const page = toPage(rows, limit);
  return {
    items: page.items.map((row) => ({
      _id: row.other_id,
      ...(row.email === null
        ? { email: '', Username: DELETED_USER, role: '' as const, profilePic: null, deleted: true }
        : { email: row.email, Username: usernameOf(row.profile ?? '{}'), role: row.role ?? '', profilePic: mediaUrl(row.profile_pic), deleted: false }),
      text: row.text,
      lastAt: row.created_at,
      // PostgreSQL answers count(*) as a bigint string, SQLite as a number.
      unread: Number(row.unread ?? 0),
    })),
    nextCursor: page.nextCursor,
  };
}

/** Every unread message to the user, from anyone they may see. */
export async function countUnreadMessages(db: Database, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('messages as m')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('m.receiver_id', '=', userId)
    .where('m.read_at', 'is', null)
    .where(personVisibleTo(userId, 'm.sender_id'))
    .executeTakeFirstOrThrow();
  return Number(count);
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

function toMessageView(row: MessageRow): MessageView {
  return {
    _id: row.id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    text: row.text,
    createdAt: row.created_at,
    readAt: row.read_at,
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
