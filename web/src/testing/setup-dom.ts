import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { outboxDatabase } from '@startupsetu/sw/outbox/outbox-store';
import { refreshOutbox } from '../lib/outbox-snapshot';
import { clearSession } from '../lib/session';
import { currentToasts, dismissToast } from '../lib/toast';

// vitest runs without globals, so Testing Library cannot register its own cleanup. Each test
// starts from an empty device: no session, no drafts or queued writes, no toasts.
afterEach(async () => {
  cleanup();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  const db = await outboxDatabase();
  for (const store of db.objectStoreNames) await db.clear(store);
  // Signed out, the outbox the screens read is empty again.
  await refreshOutbox();
  for (const toast of currentToasts()) dismissToast(toast.id);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
