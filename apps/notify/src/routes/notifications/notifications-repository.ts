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

export async function createNotification(
  db: Database,
  input: { userId: string; type: NotificationType; message: string; actorId?: string | null },
): Promise<NotificationView> {
  const row: NotificationRow = {
    id: newId(),
    user_id: input.userId,
    type: input.type,
    message: input.message,
    is_read: 0,
    actor_id: input.actorId ?? null,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('notifications').values(row).execute();
  return toNotificationView(row);
}

function toNotificationView(row: NotificationRow): NotificationView {
  return {
    _id: row.id,
    type: row.type,
    message: row.message,
    isRead: Boolean(row.is_read),
    actorId: row.actor_id,
    createdAt: row.created_at,
  };
}
