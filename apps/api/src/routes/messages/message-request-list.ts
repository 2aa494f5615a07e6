import type { MessageRequest } from '@startupsetu/server-core/contract/reply-types';
import type { Database } from '@startupsetu/server-core/db/database';
import { HttpError } from '@startupsetu/server-core/errors';
import type { Page, PageQuery } from '@startupsetu/server-core/http/pagination';
import { parseProfile } from '@startupsetu/server-core/repositories/profile-details';
import { mediaUrl, proofOf } from '@startupsetu/server-core/repositories/users-repository';
import { contentVisibleTo, personVisibleTo } from '@startupsetu/server-core/repositories/visibility';

/** One of the caller's Requests: who wrote, as 'Your Chats' shows them, and what they wrote. */
export type MessageRequestView = MessageRequest;

// The cursor is the last request's time (milliseconds, 12 hex digits) and its sender's id, as the
// list's order ties them: hex like every other cursor of the api.
const TIME_DIGITS = 12;

function cursorOf(createdAt: string, senderId: string): string {
  return Date.parse(createdAt).toString(16).padStart(TIME_DIGITS, '0') + senderId;
}

function parseCursor(cursor: string): { at: string; senderId: string } {
  const time = Number.parseInt(cursor.slice(0, TIME_DIGITS), 16);
  const senderId = cursor.slice(TIME_DIGITS);
  if (cursor.length <= TIME_DIGITS || !Number.isFinite(time) || time > 8.64e15) {
    throw new HttpError(400, 'cursor is not one this list gave: use the x-next-cursor of the previous page', 'cursor');
  }
  return { at: new Date(time).toISOString(), senderId };
}

/**
 * The user's pending requests from people they may see, newest first, each with the sender's last
 * message to them (the one a pending request allows). A page reads `limit + 1` requests by
 * message_requests_inbox_idx and each one's message by the messages key: O(page).
 */
export async function listMessageRequests(db: Database, userId: string, { limit, cursor }: PageQuery): Promise<Page<MessageRequestView>> {
  let requests = db
    .selectFrom('message_requests as r')
    .select(['r.sender_id', 'r.created_at'])
    .where('r.recipient_id', '=', userId)
    .where('r.status', '=', 'pending')
    .where(personVisibleTo(userId, 'r.sender_id'));
  if (cursor) {
    const after = parseCursor(cursor);
    // The `<=` bounds the index range: a deep page does not walk the newer requests.
    requests = requests
      .where('r.created_at', '<=', after.at)
      .where((eb) => eb.or([eb('r.created_at', '<', after.at), eb('r.sender_id', '<', after.senderId)]));
  }
  const rows = await db
    .selectFrom(requests.orderBy('r.created_at', 'desc').orderBy('r.sender_id', 'desc').limit(limit + 1).as('q'))
    .innerJoin('users as u', 'u.id', 'q.sender_id')
    .select(['q.sender_id', 'q.created_at', 'u.role', 'u.profile', 'u.profile_pic', 'u.verified', 'u.badges'])
    .select((eb) =>
      eb
        .selectFrom('messages as m')
        .select('m.id')
        .where('m.receiver_id', '=', userId)
        .whereRef('m.sender_id', '=', 'q.sender_id')
        .where(contentVisibleTo(userId, 'message', 'm.id', 'm.sender_id'))
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('message_id'),
    )
    .orderBy('q.created_at', 'desc')
    .orderBy('q.sender_id', 'desc')
    .execute();
  const more = rows.length > limit;
  const pageRows = rows.slice(0, limit);
  const ids = pageRows.flatMap((row) => (row.message_id ? [row.message_id] : []));
  const messages = ids.length
    ? new Map((await db.selectFrom('messages').select(['id', 'text', 'created_at', 'warning']).where('id', 'in', ids).execute()).map((m) => [m.id, m]))
    : new Map();
  const items: MessageRequestView[] = [];
  for (const row of pageRows) {
    // A message the reader reported, or a moderator removed, leaves nothing to answer.
    const message = row.message_id ? messages.get(row.message_id) : undefined;
    if (!message) continue;
    const username = parseProfile(row.profile).Username;
    items.push({
      _id: row.sender_id,
      Username: typeof username === 'string' && username.trim() ? username : null,
      role: row.role,
      profilePic: mediaUrl(row.profile_pic),
      ...proofOf(row),
      messageId: message.id,
      text: message.text,
      createdAt: message.created_at,
      ...(message.warning && { warning: message.warning }),
    });
  }
  const last = pageRows[pageRows.length - 1];
  return { items, nextCursor: more && last ? cursorOf(last.created_at, last.sender_id) : null };
}
