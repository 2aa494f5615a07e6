import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationPage, RequestStatus } from './api/notification-types';

/** The loaded pages as one list, newest first, each notification once. */
export function notificationsOf(pages: readonly NotificationPage[] | undefined): Notification[] {
  const seen = new Set<string>();
  const items: Notification[] = [];
  for (const page of pages ?? []) {
    for (const item of page.notifications) {
      if (seen.has(item._id)) continue;
      seen.add(item._id);
      items.push(item);
    }
  }
  return items;
}

/** A live notification at the top of the loaded list (once, however often it arrives). */
export function prependNotification(
  data: InfiniteData<NotificationPage> | undefined,
  notification: Notification,
): InfiniteData<NotificationPage> | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.notifications.some((item) => item._id === notification._id))) return data;
  const [first, ...rest] = data.pages as [NotificationPage, ...NotificationPage[]];
  return { ...data, pages: [{ ...first, notifications: [notification, ...first.notifications] }, ...rest] };
}

/** The shown notifications still unread that have not been sent to be marked read yet. */
export function idsToMarkRead(shown: readonly Notification[], alreadyRequested: ReadonlySet<string>): string[] {
  return shown.filter((item) => !item.isRead && !alreadyRequested.has(item._id)).map((item) => item._id);
}

/** The cache after the server marked `ids` read (so the next visit shows them read). */
export function markReadInCache(
  data: InfiniteData<NotificationPage> | undefined,
  ids: readonly string[],
): InfiniteData<NotificationPage> | undefined {
  if (!data) return data;
  const read = new Set(ids);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((item) => (read.has(item._id) && !item.isRead ? { ...item, isRead: true } : item)),
    })),
  };
}

/** A realtime payload that really is a notification (anything else is ignored). */
export function isNotification(value: unknown): value is Notification {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return typeof item._id === 'string' && typeof item.message === 'string' && typeof item.type === 'string';
}

const ANSWERED: Record<Exclude<RequestStatus, 'pending'>, string> = {
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/**
 * What a request's notification says instead of Accept and Decline: its status once answered (by
 * the server, or just now on this page), or the answer waiting in the outbox; undefined while it
 * still waits for one.
 */
export function answeredText(
  status: RequestStatus,
  view: { connection: string; waiting?: string },
): string | undefined {
  if (view.waiting === 'accept') return 'Accept pending';
  if (view.waiting === 'decline') return 'Decline pending';
  if (status !== 'pending') return ANSWERED[status];
  if (view.connection === 'connected') return 'Accepted';
  if (view.connection === 'none') return 'Declined';
  return undefined;
}

/**
 * What a startup's invitation says instead of Accept and Decline once the server reads it as
 * answered: 'gone' is an invitation declined, withdrawn by the startup or ended by a removal (the
 * server cannot tell which); undefined while it is pending, or when the server did not say.
 */
export function inviteAnsweredText(status: Notification['requestStatus']): string | undefined {
  if (status === 'accepted') return 'Accepted';
  if (status === 'declined') return 'Declined';
  if (status === 'gone' || status === 'withdrawn') return 'No longer open';
  return undefined;
}

/** Whose name and picture a notification shows, and whose profile they open. */
export function actorOf(notification: Notification): { id: string; name?: string; picture?: string | null } | null {
  const id = notification.actor?._id ?? notification.actorId;
  if (!id) return null;
  const name = notification.actor?.profiledetails?.Username?.trim();
  return { id, name: name || undefined, picture: notification.actor?.profiledetails?.profilePic ?? null };
}

/** The startup a startup invitation's link opens (`/startups/<slug>`), or undefined for any other link. */
export function startupSlugOf(link: string | null): string | undefined {
  return link ? /^\/startups\/([a-z0-9-]+)$/.exec(link)?.[1] : undefined;
}

/** The report a moderation notice's link appeals (`/Notification?appeal=<reportId>`), or undefined for any other link. */
export function appealReportOf(link: string | null): string | undefined {
  return link ? /^\/Notification\?appeal=([0-9a-f]{1,64})$/.exec(link)?.[1] : undefined;
}
