// The notifications' caches, named here because a connection request changes them too.

/** Every key starts with 'notifications', so ['notifications'] reaches them all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  /** The unread notifications badge's count: under 'notifications', so a new one refreshes it as well. */
  unreadCount: () => ['notifications', 'unread-count'] as const,
};
