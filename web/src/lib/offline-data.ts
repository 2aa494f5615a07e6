import { updateToken } from '@startupsetu/sw/outbox/outbox-store';
import { refreshOutbox } from './outbox-snapshot';
import { removePersistedCache } from './query-persistence';

// Cache Storage names the service worker fills (sw/src/sw.ts and its saved-videos route).
const WORKER_CACHES = ['images', 'saved-videos'];

/**
 * A session ends (DESIGN §6.2: sign-out, a 401, another user signing in): nothing of the user stays
 * readable on the device: their saved reads, the worker's image cache and the videos saved for
 * offline, the token their queued writes carry. The writes are kept, to be sent with their new token
 * once they sign in again.
 * Call it after the session is cleared, so no late save writes the snapshot back.
 */
export async function clearOfflineData(userId: string): Promise<void> {
  // Without a token, a replay meets a 401 and sets them aside until the user signs in again.
  const steps: Promise<unknown>[] = [removePersistedCache(userId), updateToken(userId, '').then(refreshOutbox)];
  if (typeof caches !== 'undefined') steps.push(...WORKER_CACHES.map((name) => caches.delete(name)));
  const failures = (await Promise.allSettled(steps)).filter((step) => step.status === 'rejected');
  if (failures.length > 0) console.warn('Some offline data was not cleared', failures);
}

/**
 * A session starts or its token is renewed: queued writes of the user go with the new token, and
 * the screens show them as pending again from the start. (A thin stand-in; the offline-data work
 * also keeps the user's key here.)
 */
export async function openOfflineData({ userId, token }: { userId: string; token: string; outboxKey?: string }): Promise<void> {
  try {
    await updateToken(userId, token);
  } catch (error) {
    console.warn('The queued writes keep their older token', error);
  }
  await refreshOutbox();
}
