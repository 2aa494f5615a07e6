import type { InviteStatus } from '@startupsetu/server-core/contract/notification-schemas';
import type { Database } from '@startupsetu/server-core/db/database';
import type { MemberStatus } from '@startupsetu/server-core/contract/startup-fields';
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
  /**
   * That request's current status, or a startup invitation's (InviteStatus): Accept and Decline
   * show only while it is pending.
   */
  requestStatus: ConnectStatus | InviteStatus | null;
  actor: NotificationActor | null;
}

/** The notification type of a startup's invitation (apps/api's startup member routes send it). */
const STARTUP_INVITE: NotificationType = 'startup_invite';
/** An invitation's link opens its startup's page: `/startups/<slug>` (a slug never changes). */
const STARTUP_LINK_PREFIX = '/startups/';

/**
 * A notification with what it shows: its request's status, its actor, and for a startup's
 * invitation the invitee's membership now (the startup by the slug of the link, then the member
 * by the primary key): each a lookup by a unique index for the rows of the page.
 */
function selectViews(db: Database) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('connect_requests as r', 'r.id', 'n.request_id')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .leftJoin('startups as s', (join) =>
      join.on((eb) =>
        eb.and([eb('n.type', '=', STARTUP_INVITE), eb('s.slug', '=', eb.fn<string>('substr', ['n.link', eb.lit(STARTUP_LINK_PREFIX.length + 1)]))]),
      ),
    )
    .leftJoin('startup_members as m', (join) => join.onRef('m.startup_id', '=', 's.id').onRef('m.user_id', '=', 'n.user_id'))
    .selectAll('n')
    .select(['r.status as request_status', 'a.id as actor_user_id', 'a.profile as actor_profile', 'a.profile_pic as actor_pic'])
    .select('m.status as member_status');
}

type ViewRow = NotificationRow & {
  request_status: ConnectStatus | null;
  member_status: MemberStatus | null;
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
    requestStatus: row.type === STARTUP_INVITE ? inviteStatusOf(row.member_status) : row.request_status,
    actor: row.actor_user_id === null ? null : toActor(row.actor_user_id, row.actor_profile ?? '{}', row.actor_pic),
  };
}

/** An invitation stands while its member row is 'invited'; with no row it was declined, withdrawn or the member removed. */
function inviteStatusOf(member: MemberStatus | null): InviteStatus {
  if (member === 'invited') return 'pending';
  return member === 'active' ? 'accepted' : 'gone';
}

function toActor(id: string, profile: string, pic: string | null): NotificationActor {
  const username = parseProfile(profile).Username;
  return {
    _id: id,
    profiledetails: { ...(typeof username === 'string' && username.trim() ? { Username: username.trim() } : {}), profilePic: mediaUrl(pic) },
  };
}
