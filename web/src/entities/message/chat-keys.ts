// The chat's caches, named here because a person, a connection or a block changes them too.

/** Every key starts with 'chat', so ['chat'] reaches them all (e.g. after a dropped connection). */
export const chatKeys = {
  all: ['chat'] as const,
  users: () => ['chat', 'users'] as const,
  usersMatching: (q: string) => ['chat', 'users', q] as const,
  person: (userId: string) => ['chat', 'person', userId] as const,
  list: () => ['chat', 'list'] as const,
  allHistories: () => ['chat', 'history'] as const,
  history: (userId: string) => ['chat', 'history', userId] as const,
  /** Message requests from people not connected with you, until you accept or ignore them (DESIGN §7.4). */
  requests: () => ['chat', 'requests'] as const,
  /** The unread messages badge's count: under 'chat', so a new message refreshes it as well. */
  unreadCount: () => ['chat', 'unread-count'] as const,
};
