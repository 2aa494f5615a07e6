import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { nextSeq, supersededBy } from './outbox-rules';
import { OUTBOX_DB, type NewOutboxEntry, type OutboxEntry } from './outbox-types';

interface OutboxDb extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { seq: number } };
}

let opening: Promise<IDBPDatabase<OutboxDb>> | null = null;

function database(): Promise<IDBPDatabase<OutboxDb>> {
  opening ??= openDB<OutboxDb>(OUTBOX_DB, 1, {
    upgrade(db) {
      db.createObjectStore('entries', { keyPath: 'id' }).createIndex('seq', 'seq');
    },
    // Another context upgrading the schema: let it, and reopen on the next call.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/**
 * Queues a write after every other (seq), and drops the queued writes it supersedes, in one
 * transaction: IndexedDB runs overlapping read-write transactions one at a time, so the page and the
 * worker never hand out the same seq.
 */
export async function addEntry(entry: NewOutboxEntry): Promise<OutboxEntry> {
  const tx = (await database()).transaction('entries', 'readwrite');
  const existing = await tx.store.getAll();
  for (const id of supersededBy(existing, entry)) await tx.store.delete(id);
  const stored: OutboxEntry = { ...entry, seq: nextSeq(existing), attempts: 0 };
  await tx.store.put(stored);
  await tx.done;
  return stored;
}

/** Every queued write, or one user's, in replay order. */
export async function listEntries(userId?: string): Promise<OutboxEntry[]> {
  const all = await (await database()).getAllFromIndex('entries', 'seq');
  return userId === undefined ? all : all.filter((entry) => entry.userId === userId);
}

/** The next write to replay, leaving out the writes of `skipUsers` (signed out, waiting for them). */
export async function firstEntry(skipUsers: ReadonlySet<string> = new Set()): Promise<OutboxEntry | undefined> {
  let cursor = await (await database()).transaction('entries').store.index('seq').openCursor();
  while (cursor && skipUsers.has(cursor.value.userId)) cursor = await cursor.continue();
  return cursor?.value;
}

export async function removeEntry(id: string): Promise<void> {
  await (await database()).delete('entries', id);
}

/** Counts one more server failure; answers the new count. */
export async function recordAttempt(id: string): Promise<number> {
  const tx = (await database()).transaction('entries', 'readwrite');
  const entry = await tx.store.get(id);
  if (!entry) return 0;
  const attempts = entry.attempts + 1;
  await tx.store.put({ ...entry, attempts });
  await tx.done;
  return attempts;
}

/** A user's newer token for their queued writes (an old one may have expired by replay time). */
export async function updateToken(userId: string, token: string): Promise<void> {
  const tx = (await database()).transaction('entries', 'readwrite');
  for (const entry of await tx.store.getAll()) {
    if (entry.userId === userId && entry.token !== token) await tx.store.put({ ...entry, token });
  }
  await tx.done;
}

/** Sign-out: the user's queued writes go with their session. */
export async function clearEntries(userId: string): Promise<void> {
  const tx = (await database()).transaction('entries', 'readwrite');
  for (const entry of await tx.store.getAll()) {
    if (entry.userId === userId) await tx.store.delete(entry.id);
  }
  await tx.done;
}
