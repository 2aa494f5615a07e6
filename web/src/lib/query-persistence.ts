import { openDB, type IDBPDatabase } from 'idb';
import type { PersistedClient, Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { CACHE_MAX_AGE_MS } from './query-client';
import { getSession } from './session';

/** Bump on a release whose cached replies the new code cannot read: every saved snapshot is then dropped. */
export const CACHE_VERSION = '1';

const DB_NAME = 'startupsetu-cache';
const STORE = 'snapshots';

let opening: Promise<IDBPDatabase> | null = null;
function database(): Promise<IDBPDatabase> {
  opening ??= openDB(DB_NAME, 1, {
    upgrade: (db) => {
      db.createObjectStore(STORE);
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/**
 * The user's snapshot in IndexedDB (one record per user id). Each change is written at once, one
 * write at a time (changes made meanwhile are folded into the next write), and each write commits
 * at once: a transaction left to auto-commit can be lost when the user leaves the page right after
 * the data came. Nothing is written for a user who is no longer signed in, so a save racing a
 * sign-out cannot bring the snapshot back.
 */
export function createIdbPersister(userId: string): Persister {
  let latest: PersistedClient | null = null;
  let writing = false;

  const drain = async () => {
    writing = true;
    try {
      while (latest) {
        const client = latest;
        latest = null;
        if (getSession()?.userId !== userId) continue;
        const tx = (await database()).transaction(STORE, 'readwrite');
        void tx.store.put(client, userId);
        tx.commit();
        await tx.done;
      }
    } catch (error) {
      console.warn('The offline copy was not saved', error);
    } finally {
      writing = false;
    }
  };

  void database().catch(() => undefined);
  return {
    persistClient(client) {
      latest = client;
      if (!writing) void drain();
    },
    async restoreClient() {
      return (await (await database()).get(STORE, userId)) as PersistedClient | undefined;
    },
    async removeClient() {
      latest = null;
      await removePersistedCache(userId);
    },
  };
}

const optionsByUser = new Map<string, Omit<PersistQueryClientOptions, 'queryClient'>>();

/**
 * The persist options for one user, the same each time: the route loaders and the signed-in layout
 * save through one persister, so their writes queue one behind the other. Which reads are saved is
 * the query client's (lib/saved-read-policy.ts).
 */
export function persistOptionsFor(userId: string): Omit<PersistQueryClientOptions, 'queryClient'> {
  let options = optionsByUser.get(userId);
  if (!options) {
    options = {
      persister: createIdbPersister(userId),
      maxAge: CACHE_MAX_AGE_MS,
      buster: CACHE_VERSION,
    };
    optionsByUser.set(userId, options);
  }
  return options;
}

export async function removePersistedCache(userId: string): Promise<void> {
  await (await database()).delete(STORE, userId);
}

/** Removes every saved snapshot but `keepUserId`'s (another user signed in on this browser). */
export async function removeOtherPersistedCaches(keepUserId: string): Promise<void> {
  const db = await database();
  const tx = db.transaction(STORE, 'readwrite');
  for (const key of await tx.store.getAllKeys()) if (key !== keepUserId) await tx.store.delete(key);
  await tx.done;
}
