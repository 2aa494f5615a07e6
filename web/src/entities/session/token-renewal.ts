import type { RefreshReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest } from '../../lib/api-client';
import { openOfflineData } from '../../lib/offline-data';
import { getSession, saveSession } from '../../lib/session';

// DESIGN §6.2: tokens live 31 days and the session slides while it is used; the page asks for a
// fresh token once the one it holds is more than a day old, at start and every hour.
const DAY_MS = 24 * 60 * 60 * 1000;
export const RENEWAL_CHECK_MS = 60 * 60 * 1000;
const LOCK = 'startupsetu-token-renewal';

/** When the token was issued (its `iat`, in ms), or null when it cannot be read. */
export function issuedAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const { iat } = JSON.parse(json) as { iat?: unknown };
    return typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token is more than a day old. An unreadable token is left to the server to judge. */
export function needsRenewal(token: string, now: number): boolean {
  const issued = issuedAt(token);
  return issued !== null && now - issued > DAY_MS;
}

async function renewIfOld(): Promise<void> {
  const session = getSession();
  // Another tab may have renewed it while this one waited for the lock.
  if (!session || !needsRenewal(session.token, Date.now())) return;
  const reply = await apiRequest<RefreshReply>('/api/auth/refresh', { method: 'POST' });
  // Signed out, or another user signed in, meanwhile: that token is not theirs.
  if (getSession()?.token !== session.token || typeof reply?.accessToken !== 'string') return;
  saveSession({ token: reply.accessToken });
  await openOfflineData({ userId: session.userId, token: reply.accessToken });
}

/**
 * Renews the token when it is old, one tab at a time (Web Locks where the browser has them). A
 * refused renewal (401) takes the session-ended path in the api client; no network waits for the
 * next check.
 */
export async function renewTokenIfOld(): Promise<void> {
  try {
    if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request(LOCK, renewIfOld);
    else await renewIfOld();
  } catch (error) {
    console.warn('The token was not renewed', error);
  }
}

/** Checks now and every hour; answers how to stop. */
export function startTokenRenewal(): () => void {
  void renewTokenIfOld();
  const timer = setInterval(() => void renewTokenIfOld(), RENEWAL_CHECK_MS);
  return () => clearInterval(timer);
}
