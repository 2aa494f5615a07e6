import {
  cachesOfUser,
  currentUserId,
  deleteUser,
  deleteUserWrites,
  forgetSharedVideosOf,
  generateLocalKey,
  getUser,
  importOutboxKey,
  leaveCurrentUser,
  listUsers,
  otherUsersCaches,
  putUser,
  resealUser,
  SAVED_VIDEOS_CHANGED,
  setCurrentUser,
  USER_DATA_CLEARED,
  userOfCache,
  type UserRecord,
} from '@startupsetu/sw/offline-store/offline-store';
import { refreshOutbox } from './outbox-snapshot';
import { removePendingUploadsOf } from './pending-uploads';
import { getSession } from './session';
import { clearVisitorDrafts } from './visitor-drafts';
import { removeOtherPersistedCaches, removePersistedCache } from './query-persistence';

// Offline data belongs to one user (DESIGN §6.2). While a user's session is open on this device,
// the outbox's record store holds their token and their key (`UserRecord`); the worker reads the
// current user from it for its per-user caches. When the session ends, whatever could show their
// data goes (saved reads, cached pictures, saved videos, token, key); their queued writes and their
// drafts stay, sealed with a key that only the server gives back, at their next sign-in.

export interface OfflineSession {
  userId: string;
  token: string;
  /** The sign-in or sign-up reply's `outboxKey` (base64url, 32 bytes); absent on token renewal. */
  outboxKey?: string;
}

// Opening and closing run one after another in this page, whatever order they are called in.
let chain: Promise<unknown> = Promise.resolve();
function serially(task: () => Promise<void>): Promise<void> {
  const run = chain.then(task, task);
  chain = run.catch(() => undefined);
  return run;
}

/** A message to the service worker, if one is active (it reads the record store itself at start). */
async function tellWorker(message: { type: string; userId?: string }): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  registration?.active?.postMessage(message);
}

async function deleteCaches(names: readonly string[]): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(names.map((name) => caches.delete(name)));
}

/**
 * Ends the user's session on this device. A record whose key came from the server goes whole (the
 * server gives the key back at the next sign-in); one with a key made here (a session begun before
 * the server sent keys) keeps its key, without the token, or the user's queued writes could never
 * be opened again.
 */
async function closeRecord(record: UserRecord | undefined): Promise<void> {
  if (!record) return;
  if (record.fromServer) await deleteUser(record.userId);
  else if (record.token) await putUser({ ...record, token: '' });
}

async function settle(steps: Promise<unknown>[], what: string): Promise<void> {
  const failures = (await Promise.allSettled(steps)).filter((step) => step.status === 'rejected');
  if (failures.length > 0) console.warn(what, failures);
}

/**
 * After sign-in or sign-up (with the reply's `outboxKey`) and after each token renewal (without
 * it): the user's record gets the current token and their key; the user becomes the current one.
 * Another user's data still here (a session that ended while the browser was closed) is cleared.
 * Safe to call in any order with clearOfflineData and more than once. Call it after the session is
 * saved: it does nothing once the stored session is not this user's (a late call after the session
 * ended must not bring back its token or make it current again).
 */
export function openOfflineData({ userId, token, outboxKey }: OfflineSession): Promise<void> {
  return serially(async () => {
    if (getSession()?.userId !== userId) return;
    const [existing, previous] = await Promise.all([getUser(userId), currentUserId()]);
    let key: CryptoKey;
    let fromServer: boolean;
    if (outboxKey) {
      key = await importOutboxKey(outboxKey);
      fromServer = true;
      // Entries and drafts sealed with a key made here, or left plain by an older release.
      await resealUser(userId, existing && !existing.fromServer ? existing.key : null, key);
    } else if (existing) {
      ({ key, fromServer } = existing);
    } else {
      key = await generateLocalKey();
      fromServer = false;
      await resealUser(userId, null, key);
    }
    await putUser({ userId, token, key, fromServer });
    await setCurrentUser(userId);
    if (previous !== userId) clearVisitorDrafts();
    if (previous !== userId) {
      const others = (await listUsers()).filter((record) => record.userId !== userId);
      const cacheNames = typeof caches === 'undefined' ? [] : otherUsersCaches(await caches.keys(), userId);
      await settle(
        [
          ...others.map(closeRecord),
          ...others.map((record) => forgetFilesOf(record.userId)),
          removeOtherPersistedCaches(userId),
          deleteCaches(cacheNames),
        ],
        'Another user’s offline data was not all cleared',
      );
      const otherUsers = new Set([...others.map((record) => record.userId), ...cacheNames.map(userOfCache)]);
      for (const other of otherUsers) if (other) await tellWorker({ type: USER_DATA_CLEARED, userId: other });
      await tellWorker({ type: SAVED_VIDEOS_CHANGED });
    }
    await refreshOutbox();
  });
}

/** The video files of the user kept on this device: pitches waiting to be uploaded, videos shared into the app. */
async function forgetFilesOf(userId: string): Promise<void> {
  await Promise.all([removePendingUploadsOf(userId), forgetSharedVideosOf(userId)]);
}

/**
 * This browser's push subscription ends with the session: no notification of the user shows on
 * the device once they have left it (the push service then answers 410, and the server forgets it).
 */
async function stopPushOnThisDevice(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager?.getSubscription())?.unsubscribe();
}

/**
 * A session ended (sign-out, 401, another user signing in): removes what could show the user's
 * data (their saved reads, cached pictures and saved videos, their push subscription, the pitch files waiting to be uploaded or shared into the app, their token and key); keeps their
 * queued writes and drafts, sealed, for when they sign in again. Call it after the session is
 * cleared, so no late save writes the snapshot back.
 */
export function clearOfflineData(userId: string): Promise<void> {
  return serially(async () => {
    clearVisitorDrafts();
    await settle(
      [
        getUser(userId).then(closeRecord),
        leaveCurrentUser(userId),
        removePersistedCache(userId),
        deleteCaches(cachesOfUser(userId)),
        stopPushOnThisDevice(),
        forgetFilesOf(userId),
      ],
      'Some offline data was not cleared',
    );
    await tellWorker({ type: USER_DATA_CLEARED, userId });
    await tellWorker({ type: SAVED_VIDEOS_CHANGED });
    await refreshOutbox();
  });
}

/**
 * The user deleted their account here: everything of theirs goes, their queued writes and drafts
 * too (nobody can ever send or read them again).
 */
export async function deleteOfflineData(userId: string): Promise<void> {
  await clearOfflineData(userId);
  await serially(async () => {
    await deleteUserWrites(userId);
    await refreshOutbox();
  });
}

/**
 * The signed-in user and the key their offline data is sealed with; their record is made first if
 * this session began before records did. Null when nobody is signed in.
 */
export async function signedInKey(): Promise<{ userId: string; key: CryptoKey } | null> {
  const session = getSession();
  if (!session?.userId) return null;
  let record = await getUser(session.userId);
  if (!record) {
    await openOfflineData({ userId: session.userId, token: session.token });
    record = await getUser(session.userId);
  }
  return record ? { userId: record.userId, key: record.key } : null;
}
