import { addEntry, type OutboxKind, type OutboxMeta } from '@startupsetu/sw/offline-store/offline-store';
import { apiRequest, assertPageSession, isServiceUnavailable, NetworkError } from './api-client';
import { signedInKey } from './offline-data';
import { pendingCount, refreshOutbox } from './outbox-snapshot';
import { announceQueued, requestReplay } from './outbox-sync';

/** A write the outbox may hold (DESIGN §4): a JSON request, what the screens show while it waits, what it changes. */
export interface OutboxWrite {
  kind: OutboxKind;
  url: string;
  method?: 'POST' | 'PUT' | 'DELETE';
  body: unknown;
  meta?: OutboxMeta;
  /** Query keys to refetch once it is applied. */
  invalidate?: readonly (readonly string[])[];
}

/** Sent now (the server's answer), or queued to be replayed when the network is back. */
export type WriteResult<T> = { queued: false; data: T } | { queued: true };

/** A fresh Idempotency-Key (randomUUID exists only on secure origins; the app also runs on plain http in development). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Puts a write in the outbox; the screens show it as pending at once (the snapshot is re-read before this resolves). */
export async function queueWrite(write: OutboxWrite, id: string = newIdempotencyKey()): Promise<void> {
  // A page drawn for another user never queues a write as the one signed in now.
  assertPageSession();
  const mine = await signedInKey();
  if (!mine) throw new Error('Not signed in');
  await addEntry(
    {
      id,
      userId: mine.userId,
      method: write.method ?? 'POST',
      url: write.url,
      body: write.body,
      kind: write.kind,
      meta: write.meta ?? {},
      invalidate: (write.invalidate ?? []).map((key) => [...key]),
      createdAt: Date.now(),
    },
    mine.key,
  );
  await refreshOutbox();
  announceQueued();
  void requestReplay();
}

/**
 * Sends a write now when the network is there, else queues it. It is queued too when writes are
 * already waiting (they go first, in order), when the request fails for lack of network, or when
 * the gateway answers that the service behind it is down (502/503/504); the
 * Idempotency-Key it was sent with stays its key, so if it did reach the server the replay is
 * answered, not applied again. A server refusal (ApiError) is thrown as before.
 */
export async function sendWrite<T>(write: OutboxWrite): Promise<WriteResult<T>> {
  const id = newIdempotencyKey();
  if (!navigator.onLine || (await pendingCount()) > 0) {
    await queueWrite(write, id);
    return { queued: true };
  }
  try {
    const data = await apiRequest<T>(write.url, {
      method: write.method ?? 'POST',
      json: write.body,
      headers: { 'Idempotency-Key': id },
    });
    return { queued: false, data };
  } catch (error) {
    if (!(error instanceof NetworkError) && !isServiceUnavailable(error)) throw error;
    await queueWrite(write, id);
    return { queued: true };
  }
}
