// The caches that show people: a person's profile ('people') and the directory of people by role
// ('discovery'). Named here because a connection, a block or an edited profile changes them too.

/** What a person's page lists of what they have shared, in its order. */
export const AUTHORED_KINDS = ['videos', 'blogs', 'talks'] as const;
export type AuthoredKind = (typeof AUTHORED_KINDS)[number];

/** Keys start with 'people': persisted, so a profile seen once reads offline. */
export const peopleKeys = {
  all: ['people'] as const,
  person: (userId: string) => ['people', userId] as const,
  authored: (userId: string, kind: AuthoredKind) => ['people', userId, kind] as const,
};

/** Keys start with 'discovery', so a profile update can invalidate every list at once. */
export const discoveryKeys = {
  all: ['discovery'] as const,
  // The unfiltered list keeps its key, the one read offline to search and filter on the device.
  list: (kind: string, q: string, filters: Record<string, string>) =>
    Object.keys(filters).length > 0 ? (['discovery', kind, q, filters] as const) : (['discovery', kind, q] as const),
};
