import { useMemo, useSyncExternalStore } from 'react';
import { getUser, listEntries, type OutboxEntry, type OutboxKind } from '@startupsetu/sw/offline-store/offline-store';
import { getSession } from './session';

// The signed-in user's queued writes, read from IndexedDB (and opened with the user's key) into
// memory so screens can render them as pending; nobody else's are ever read. Re-read after every change this page makes or hears about (BroadcastChannel).

let entries: OutboxEntry[] = [];
let loading: Promise<void> | null = null;
let loaded = false;
const listeners = new Set<() => void>();
// Writes the server has answered that IndexedDB may still hold for a moment: a list fetched meanwhile
// already has them, and must not show them a second time as pending. An id is let go once a read no
// longer finds it.
const answered = new Set<string>();

/** Entries are records as IndexedDB held them: the same list read again is equal field for field. */
const sameEntries = (a: readonly OutboxEntry[], b: readonly OutboxEntry[]) =>
  a.length === b.length && a.every((entry, i) => entry === b[i] || JSON.stringify(entry) === JSON.stringify(b[i]));

/**
 * A list read again that holds what the screens already show changes nothing: every screen that shows
 * the outbox (a like, a comment, the offline bar) would otherwise render again at once, in one
 * unsliced task, for each of the reads a first load makes.
 */
function setEntries(list: OutboxEntry[]): void {
  if (sameEntries(entries, list)) return;
  entries = list;
  for (const listener of listeners) listener();
}

/** A replay (here, in another tab or in the worker) had this write answered: it no longer waits. */
export function forgetAnswered(id: string): void {
  answered.add(id);
  if (entries.some((entry) => entry.id === id)) setEntries(entries.filter((entry) => entry.id !== id));
}

async function signedInUsersEntries(): Promise<OutboxEntry[]> {
  const userId = getSession()?.userId;
  const record = userId ? await getUser(userId) : undefined;
  return record ? listEntries(record.userId, record.key) : [];
}

/** Reads the outbox again and re-renders whoever shows it. */
export function refreshOutbox(): Promise<void> {
  const reading = signedInUsersEntries().then(
    (list) => {
      for (const id of answered) if (!list.some((entry) => entry.id === id)) answered.delete(id);
      loaded = true;
      setEntries(list.filter((entry) => !answered.has(entry.id)));
    },
    (error: unknown) => console.warn('The outbox could not be read', error),
  );
  loading = reading;
  return reading;
}

/** How many writes wait, once the outbox has been read at least once. */
export async function pendingCount(): Promise<number> {
  if (!loaded) await (loading ?? refreshOutbox());
  return entries.length;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!loaded && !loading) void refreshOutbox();
  return () => listeners.delete(listener);
}

/** Every write of the signed-in user waiting to sync, oldest first. */
export function useOutboxEntries(): OutboxEntry[] {
  return useSyncExternalStore(subscribe, () => entries, () => entries);
}

/** The user's queued writes of one kind, optionally only those whose `meta[field]` is `value`. */
export function usePendingWrites(kind: OutboxKind, field?: string, value?: string | boolean): OutboxEntry[] {
  const all = useOutboxEntries();
  return useMemo(
    () => all.filter((entry) => entry.kind === kind && (field === undefined || entry.meta[field] === value)),
    [all, kind, field, value],
  );
}
