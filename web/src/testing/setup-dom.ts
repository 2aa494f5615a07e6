import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { outboxDatabase } from '@startupsetu/sw/offline-store/outbox-store';
import { draftsSettled } from '../lib/drafts';
import { refreshOutbox } from '../lib/outbox-snapshot';
import { PENDING_UPLOADS_DB } from '../lib/pending-uploads';
import { clearSession } from '../lib/session';
import { currentToasts, dismissToast } from '../lib/toast';

// fake-indexeddb copies values with Node's structuredClone, which does not know happy-dom's Blob
// (a pitch file kept for upload). A Blob cannot change, so the stored copy may be the Blob itself.
const nodeClone = globalThis.structuredClone;
function cloneKeepingBlobs(value: unknown): unknown {
  if (value instanceof Blob) return value;
  if (Array.isArray(value)) return value.map(cloneKeepingBlobs);
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cloneKeepingBlobs(inner)]));
  }
  return nodeClone(value);
}
globalThis.structuredClone = cloneKeepingBlobs as typeof structuredClone;

// vitest runs without globals, so Testing Library cannot register its own cleanup. Each test
// starts from an empty device: no session, no drafts or queued writes, no toasts.
afterEach(async () => {
  cleanup();
  // A form unmounted mid-typing saves its draft as it goes: done before the device is emptied.
  await draftsSettled();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  const db = await outboxDatabase();
  for (const store of db.objectStoreNames) await db.clear(store);
  // Pitch files kept for upload (lib/pending-uploads.ts): the open connection closes when asked.
  await new Promise((resolve) => {
    const deleting = indexedDB.deleteDatabase(PENDING_UPLOADS_DB);
    deleting.onsuccess = deleting.onerror = resolve;
  });
  // Signed out, the outbox the screens read is empty again.
  await refreshOutbox();
  for (const toast of currentToasts()) dismissToast(toast.id);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
