import { useMemo, useSyncExternalStore } from 'react';
import { listEntries } from '@startupsetu/sw/outbox/outbox-store';
import type { OutboxEntry, OutboxKind } from '@startupsetu/sw/outbox/outbox-types';
import { getSession } from './session';

// The signed-in user's queued writes, read from IndexedDB into memory so screens can render them
// as pending. Re-read after every change this page makes or hears about (BroadcastChannel).

let entries: OutboxEntry[] = [];
let loading: Promise<void> | null = null;
let loaded = false;
const listeners = new Set<() => void>();

/** Reads the outbox again and re-renders whoever shows it. */
export function refreshOutbox(): Promise<void> {
  const userId = getSession()?.userId;
  const reading = (userId ? listEntries(userId) : Promise.resolve([])).then(
    (list) => {
      entries = list;
      loaded = true;
      for (const listener of listeners) listener();
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
