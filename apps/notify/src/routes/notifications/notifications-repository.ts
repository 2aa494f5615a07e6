import type { Database } from '@startupsetu/server-core/db/database';
import type { NotificationRow, NotificationType } from '@startupsetu/server-core/db/schema';
import { toPage, type Page, type PageQuery } from '@startupsetu/server-core/http/pagination';
import { newId } from '@startupsetu/server-core/ids';

export interface NotificationView {
  _id: string;
  type: NotificationType;
  message: string;
  isRead: boolean;
  actorId: string | null;
  createdAt: string;
  /** The app path it opens. */
  link: string | null;
  /** The connect or ignite request it is about. */
  requestId: string | null;
}

export interface NewNotification {
  userId: string;
  type: NotificationType;
  message: string;
  actorId?: string | null;
  link?: string | null;
  requestId?: string | null;
}

/** Newest first; `cursor` is the id of the last item of the previous page. */
export async function listNotifications(
  db: Database,
  userId: string,
  { limit, cursor }: PageQuery,
): Promise<Page<NotificationView>> {
  let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (cursor) query = query.where('id', '<', cursor);
  const rows = await query.orderBy('id', 'desc').limit(limit + 1).execute();
  const page = toPage(rows, limit);
  return { items: page.items.map(toNotificationView), nextCursor: page.nextCursor };
}

/**
 * Throws the database's error for a missing user (foreign key) and for a second unread 'connect'
 * from the same actor (unique index).
 */
export async function createNotification(db: Database, input: NewNotification): Promise<NotificationView> {
  const row: NotificationRow = {
    id: newId(),
    user_id: input.userId,
    type: input.type,
    message: input.message,
    is_read: 0,
    actor_id: input.actorId ?? null,
    created_at: new Date().toISOString(),
    link: input.link ?? null,
    request_id: input.requestId ?? null,
  };
  await db.insertInto('notifications').values(row).execute();
  return toNotificationView(row);
}

export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Marks the user's notifications read: those of `ids` (ids of other users' notifications match
 * nothing), or all of them without `ids`. Answers how many changed.
 */
export async function markNotificationsRead(db: Database, userId: string, ids?: readonly string[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  let update = db.updateTable('notifications').set({ is_read: 1 }).where('user_id', '=', userId).where('is_read', '=', 0);
  if (ids) update = update.where('id', 'in', [...new Set(ids)]);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether `actorId` has a connect request to `userId` that is still unread. */
export async function hasPendingConnect(db: Database, userId: string, actorId: string): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('actor_id', '=', actorId)
    .where('type', '=', 'connect')
    .where('is_read', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

function toNotificationView(row: NotificationRow): NotificationView {
  return {
    _id: row.id,
    type: row.type,
    message: row.message,
    isRead: Boolean(row.is_read),
    actorId: row.actor_id,
    createdAt: row.created_at,
    link: row.link,
    requestId: row.request_id,
  };
}
