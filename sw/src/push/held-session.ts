import { currentSession } from '../offline-store/offline-store';
import type { HeldSession } from './push-payload';

// The session this device holds, as a push names it (DESIGN §7.2): the server tags each push with
// base64url of the first 16 bytes of SHA-256 of the session id it was queued for
// (apps/server-core/src/push/push-session-tag.ts); the worker computes the same from the `sid` of
// the token the page left for it.

/** The session id (`sid`) a token names; undefined when it is not a JWT naming one. */
export function sessionIdOf(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)))) as { sid?: unknown } | null;
    return typeof claims?.sid === 'string' && claims.sid !== '' ? claims.sid : undefined;
  } catch {
    return undefined;
  }
}

/** The tag a push carries for the session `sessionId`. */
export async function sessionTagOf(sessionId: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sessionId)));
  return btoa(String.fromCharCode(...digest.subarray(0, 16)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Whose session this device is in: nobody's, one the worker cannot tell, or the one with this tag. */
export async function heldSession(): Promise<HeldSession> {
  let session: Awaited<ReturnType<typeof currentSession>>;
  try {
    session = await currentSession();
  } catch {
    return { kind: 'unreadable' };
  }
  if (!session) return { kind: 'none' };
  const sessionId = sessionIdOf(session.token);
  return sessionId ? { kind: 'session', tag: await sessionTagOf(sessionId) } : { kind: 'unreadable' };
}
