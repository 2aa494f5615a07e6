import type { Database } from '@startupsetu/server-core/db/database';
import type { ConnectStatus, NotificationRow, NotificationType } from '@startupsetu/server-core/db/schema';
import { toPage, type Page, type PageQuery } from '@startupsetu/server-core/http/pagination';
import { parseProfile } from '@startupsetu/server-core/repositories/profile-details';
import { mediaUrl } from '@startupsetu/server-core/repositories/users-repository';
import { actorVisibleTo } from '@startupsetu/server-core/repositories/unread-counts';

/** Who a notification is from, enough for an avatar and a name that link to their profile. */
export interface NotificationActor {
  _id: string;
  profiledetails: { Username?: string; profilePic: string | null };
}

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
  /** That request's current status: Accept and Decline show only while it is pending. */
  requestStatus: ConnectStatus | null;
  actor: NotificationActor | null;
}

function selectViews(db: Database) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('connect_requests as r', 'r.id', 'n.request_id')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .selectAll('n')
    .select(['r.status as request_status', 'a.id as actor_user_id', 'a.profile as actor_profile', 'a.profile_pic as actor_pic']);
}

type ViewRow = NotificationRow & {
  request_status: ConnectStatus | null;
  actor_user_id: string | null;
  actor_profile: string | null;
  actor_pic: string | null;
};

/** Newest first, leaving out those from people out of the user's sight; `cursor` is the id of the last item of the previous page. */
export async function listNotifications(
  db: Database,
  userId: string,
  { limit, cursor }: PageQuery,
): Promise<Page<NotificationView>> {
  let query = selectViews(db).where('n.user_id', '=', userId).where(actorVisibleTo(userId, 'n.actor_id'));
  if (cursor) query = query.where('n.id', '<', cursor);
  const rows = await query.orderBy('n.id', 'desc').limit(limit + 1).execute();
  const page = toPage(rows, limit);
  return { items: page.items.map(toNotificationView), nextCursor: page.nextCursor };
}

export async function findNotification(db: Database, id: string): Promise<NotificationView | undefined> {
  const row = await selectViews(db).where('n.id', '=', id).executeTakeFirst();
  return row && toNotificationView(row);
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

function toNotificationView(row: ViewRow): NotificationView {
  return {
    _id: row.id,
    type: row.type,
    message: row.message,
    isRead: Boolean(row.is_read),
    actorId: row.actor_id,
    createdAt: row.created_at,
    link: row.link,
    requestId: row.request_id,
    requestStatus: row.request_status,
    actor: row.actor_user_id === null ? null : toActor(row.actor_user_id, row.actor_profile ?? '{}', row.actor_pic),
  };
}

function toActor(id: string, profile: string, pic: string | null): NotificationActor {
  const username = parseProfile(profile).Username;
  return {
    _id: id,
    profiledetails: { ...(typeof username === 'string' && username.trim() ? { Username: username.trim() } : {}), profilePic: mediaUrl(pic) },
  };
}
