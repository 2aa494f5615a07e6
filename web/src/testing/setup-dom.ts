import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { refreshOutbox } from '../lib/outbox-snapshot';
import { clearSession } from '../lib/session';
import { currentToasts, dismissToast } from '../lib/toast';

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  clearSession();
  localStorage.clear();
  // Signed out, the outbox screens read is empty again: no test's queued writes reach the next.
  await refreshOutbox();
  // Toasts live outside React: one test's must not show in the next.
  for (const toast of currentToasts()) dismissToast(toast.id);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
