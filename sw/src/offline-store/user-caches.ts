// The service worker's caches that hold a user's data (cached pictures, videos saved for offline)
// are named per user, so one user's never answer another's requests and a session's end deletes
// exactly that user's. Pure names and rules, shared by the page, the worker and the unit tests.

/** Posted by the page to the worker with `userId` when that user's session ended on this device. */
export const USER_DATA_CLEARED = 'USER_DATA_CLEARED';

const IMAGES = 'images';
const SAVED_VIDEOS = 'saved-videos';

/** The unnamed caches of the release before per-user caches (whoever was signed in then). */
export const LEGACY_USER_CACHES = [IMAGES, SAVED_VIDEOS];

export function imagesCacheName(userId: string): string {
  return `${IMAGES}:${userId}`;
}

export function savedVideosCacheName(userId: string): string {
  return `${SAVED_VIDEOS}:${userId}`;
}

/** The caches of `userId` (and the unnamed ones an older release filled, whoever they belonged to). */
export function cachesOfUser(userId: string): string[] {
  return [imagesCacheName(userId), savedVideosCacheName(userId), ...LEGACY_USER_CACHES];
}

/** The user whose data a per-user cache holds (undefined for any other cache). */
export function userOfCache(name: string): string | undefined {
  const match = /^(?:images|saved-videos):(.+)$/.exec(name);
  return match?.[1];
}

/** Of the cache names given, those that hold a user's data and are not `keepUserId`'s. */
export function otherUsersCaches(names: readonly string[], keepUserId?: string): string[] {
  const kept = keepUserId ? new Set([imagesCacheName(keepUserId), savedVideosCacheName(keepUserId)]) : new Set<string>();
  return names.filter(
    (name) => !kept.has(name) && (name === IMAGES || name === SAVED_VIDEOS || name.startsWith(`${IMAGES}:`) || name.startsWith(`${SAVED_VIDEOS}:`)),
  );
}
