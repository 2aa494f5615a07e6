import type { DBSchema } from 'idb';
import { reopenableDatabase } from './idb-open';
import { nextSeq, supersededBy } from './outbox-rules';
import { seal, unseal } from './outbox-seal';
import {
  OUTBOX_DB,
  type NewOutboxEntry,
  type OutboxEntry,
  type Sealed,
  type SealedPart,
  type StoredEntry,
  type UserRecord,
} from './outbox-types';

/** An entry queued by the release before sealing (plain, with a token that the upgrade strips). */
type LegacyEntry = OutboxEntry & { token?: string };

/** A form's draft, sealed with its user's key (web/src/lib/drafts.ts). */
export interface StoredDraft {
  /** `<userId>/<form>` */
  id: string;
  userId: string;
  form: string;
  sealed: Sealed;
  savedAt: number;
}

interface OutboxDb extends DBSchema {
  entries: { key: string; value: StoredEntry | LegacyEntry; indexes: { seq: number } };
  /** One record per user whose session is open on this device (UserRecord). */
  users: { key: string; value: UserRecord };
  /** 'current': the user whose session this browser is in, for the worker (its caches are per user). */
  state: { key: string; value: string };
  drafts: { key: string; value: StoredDraft };
}

export const outboxDatabase = reopenableDatabase<OutboxDb>(OUTBOX_DB, 2, async (db, oldVersion, _newVersion, transaction) => {
  if (oldVersion < 1) db.createObjectStore('entries', { keyPath: 'id' }).createIndex('seq', 'seq');
  if (oldVersion < 2) {
    db.createObjectStore('users', { keyPath: 'userId' });
    db.createObjectStore('state');
    db.createObjectStore('drafts', { keyPath: 'id' });
    // Tokens no longer ride in entries; the plain ones are sealed at their user's next sign-in.
    let cursor = await transaction.objectStore('entries').openCursor();
    while (cursor) {
      const { token: _token, ...entry } = cursor.value as LegacyEntry;
      await cursor.update(entry);
      cursor = await cursor.continue();
    }
  }
});

const entryContext = (userId: string, id: string) => `outbox:${userId}:${id}`;

function isLegacy(stored: StoredEntry | LegacyEntry): stored is LegacyEntry {
  return !('sealed' in stored);
}

function sealedPart(entry: SealedPart): SealedPart {
  const { method, url, body, kind, meta, invalidate } = entry;
  return { method, url, body, kind, meta, invalidate };
}

/** The entry opened with its user's key; undefined when the key does not open it. */
async function openEntry(stored: StoredEntry | LegacyEntry, key: CryptoKey): Promise<OutboxEntry | undefined> {
  if (isLegacy(stored)) {
    const { token: _token, ...entry } = stored;
    return entry;
  }
  const { id, seq, userId, createdAt, attempts } = stored;
  try {
    const part = await unseal<SealedPart>(key, stored.sealed, entryContext(userId, id));
    return { id, seq, userId, createdAt, attempts, ...sealedPart(part) };
  } catch {
    return undefined;
  }
}

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  return (await outboxDatabase()).get('users', userId);
}

export async function putUser(record: UserRecord): Promise<void> {
  await (await outboxDatabase()).put('users', record);
}

export async function deleteUser(userId: string): Promise<void> {
  await (await outboxDatabase()).delete('users', userId);
}

export async function listUsers(): Promise<UserRecord[]> {
  return (await outboxDatabase()).getAll('users');
}

/** The user whose session the browser is in, if any. */
export async function currentUserId(): Promise<string | undefined> {
  return (await outboxDatabase()).get('state', 'current');
}

/** The user whose session the browser is in and their token; undefined when nobody's session is open here. */
export async function currentSession(): Promise<{ userId: string; token: string } | undefined> {
  const userId = await currentUserId();
  const token = userId ? (await getUser(userId))?.token : undefined;
  return userId && token ? { userId, token } : undefined;
}

export async function setCurrentUser(userId: string): Promise<void> {
  await (await outboxDatabase()).put('state', userId, 'current');
}

/** Forgets the current user when it is `userId` (a later sign-in of another user is left alone). */
export async function leaveCurrentUser(userId: string): Promise<void> {
  const tx = (await outboxDatabase()).transaction('state', 'readwrite');
  if ((await tx.store.get('current')) === userId) await tx.store.delete('current');
  await tx.done;
}

/**
 * Queues a write after every other (seq), sealed with its user's key, and drops the user's queued
 * writes it supersedes. The seq is handed out inside one transaction: IndexedDB runs overlapping
 * read-write transactions one at a time, so the page and the worker never hand out the same seq.
 * (Sealing and opening happen before it: a transaction commits when it waits on anything else.)
 */
export async function addEntry(entry: NewOutboxEntry, key: CryptoKey): Promise<OutboxEntry> {
  const sealed = await seal(key, sealedPart(entry), entryContext(entry.userId, entry.id));
  const superseded = supersededBy(await listEntries(entry.userId, key), entry);
  const tx = (await outboxDatabase()).transaction('entries', 'readwrite');
  const existing = await tx.store.getAll();
  for (const id of superseded) await tx.store.delete(id);
  const seq = nextSeq(existing);
  await tx.store.put({ id: entry.id, seq, userId: entry.userId, createdAt: entry.createdAt, attempts: 0, sealed });
  await tx.done;
  return { ...entry, seq, attempts: 0 };
}

/** One user's queued writes that `key` opens, in replay order. */
export async function listEntries(userId: string, key: CryptoKey): Promise<OutboxEntry[]> {
  const mine = (await (await outboxDatabase()).getAllFromIndex('entries', 'seq')).filter((entry) => entry.userId === userId);
  const opened = await Promise.all(mine.map((entry) => openEntry(entry, key)));
  return opened.filter((entry) => entry !== undefined);
}

/** Every user's stored entries in replay order, as IndexedDB holds them (sealed). */
export async function storedEntries(): Promise<(StoredEntry | LegacyEntry)[]> {
  return (await outboxDatabase()).getAllFromIndex('entries', 'seq');
}

/** A write ready to send: opened, with the token of its user's open session. */
export interface ReadyWrite {
  entry: OutboxEntry;
  token: string;
}

/**
 * The next write to replay: the first in order whose user has an open session here (a record with a
 * token) and whose key opens it, leaving out `skipUsers`. The others wait, kept, for their user.
 */
export async function firstReady(skipUsers: ReadonlySet<string> = new Set()): Promise<ReadyWrite | undefined> {
  const records = new Map<string, UserRecord | undefined>();
  for (const stored of await storedEntries()) {
    if (skipUsers.has(stored.userId)) continue;
    if (!records.has(stored.userId)) records.set(stored.userId, await getUser(stored.userId));
    const record = records.get(stored.userId);
    if (!record?.token) continue;
    const entry = await openEntry(stored, record.key);
    if (entry) return { entry, token: record.token };
  }
  return undefined;
}

export async function removeEntry(id: string): Promise<void> {
  await (await outboxDatabase()).delete('entries', id);
}

/** Counts one more server failure; answers the new count. */
export async function recordAttempt(id: string): Promise<number> {
  const tx = (await outboxDatabase()).transaction('entries', 'readwrite');
  const entry = await tx.store.get(id);
  if (!entry) return 0;
  const attempts = entry.attempts + 1;
  await tx.store.put({ ...entry, attempts });
  await tx.done;
  return attempts;
}

/**
 * The server refused `token` (401): the user's writes wait until they sign in again. The token is
 * forgotten unless a newer one came meanwhile; the key stays until the page closes the session.
 */
export async function endSession(userId: string, token: string): Promise<void> {
  const tx = (await outboxDatabase()).transaction('users', 'readwrite');
  const record = await tx.store.get(userId);
  if (record && record.token === token) await tx.store.put({ ...record, token: '' });
  await tx.done;
}

/** The user's account is gone: their queued writes and drafts can never be sent or used again. */
export async function deleteUserWrites(userId: string): Promise<void> {
  const tx = (await outboxDatabase()).transaction(['entries', 'drafts'], 'readwrite');
  for (const entry of await tx.objectStore('entries').getAll()) {
    if (entry.userId === userId) await tx.objectStore('entries').delete(entry.id);
  }
  for (const draft of await tx.objectStore('drafts').getAll()) {
    if (draft.userId === userId) await tx.objectStore('drafts').delete(draft.id);
  }
  await tx.done;
}

/**
 * Seals the user's entries and drafts with `to`: those sealed with `from` (a key made on this
 * device, replaced by the server's) and the plain ones an older release left.
 */
export async function resealUser(userId: string, from: CryptoKey | null, to: CryptoKey): Promise<void> {
  const db = await outboxDatabase();
  const entries: StoredEntry[] = [];
  for (const stored of await db.getAll('entries')) {
    if (stored.userId !== userId || (!isLegacy(stored) && !from)) continue;
    const entry = await openEntry(stored, from ?? to);
    if (!entry) continue;
    const { id, seq, createdAt, attempts } = entry;
    entries.push({ id, seq, userId, createdAt, attempts, sealed: await seal(to, sealedPart(entry), entryContext(userId, id)) });
  }
  const drafts: StoredDraft[] = [];
  if (from) {
    for (const draft of await db.getAll('drafts')) {
      if (draft.userId !== userId) continue;
      const context = draftContext(userId, draft.form);
      const value = await unseal<unknown>(from, draft.sealed, context).catch(() => undefined);
      if (value !== undefined) drafts.push({ ...draft, sealed: await seal(to, value, context) });
    }
  }
  if (entries.length === 0 && drafts.length === 0) return;
  const tx = db.transaction(['entries', 'drafts'], 'readwrite');
  // An entry replayed meanwhile stays gone; the others keep their attempts as they are now.
  for (const entry of entries) {
    const now = await tx.objectStore('entries').get(entry.id);
    if (now) await tx.objectStore('entries').put({ ...entry, attempts: now.attempts });
  }
  for (const draft of drafts) await tx.objectStore('drafts').put(draft);
  await tx.done;
}

export const draftContext = (userId: string, form: string) => `draft:${userId}:${form}`;
const draftId = (userId: string, form: string) => `${userId}/${form}`;

export async function putDraft(userId: string, form: string, sealed: Sealed): Promise<void> {
  await (await outboxDatabase()).put('drafts', { id: draftId(userId, form), userId, form, sealed, savedAt: Date.now() });
}

export async function getDraft(userId: string, form: string): Promise<StoredDraft | undefined> {
  return (await outboxDatabase()).get('drafts', draftId(userId, form));
}

export async function deleteDraft(userId: string, form: string): Promise<void> {
  await (await outboxDatabase()).delete('drafts', draftId(userId, form));
}
