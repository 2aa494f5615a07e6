// The signed-in user's token, id, role and session id live in localStorage (spec §3), so a reload
// keeps the session.
const KEYS = { token: 'token', userId: 'userId', role: 'role', sessionId: 'sessionId' } as const;

export interface Session {
  token: string;
  userId: string;
  role: string;
  /** The server-side session the token belongs to ('' for a session saved by an older release). */
  sessionId: string;
}

export function getSession(): Session | null {
  const token = localStorage.getItem(KEYS.token);
  if (!token) return null;
  return {
    token,
    userId: localStorage.getItem(KEYS.userId) ?? '',
    role: localStorage.getItem(KEYS.role) ?? '',
    sessionId: localStorage.getItem(KEYS.sessionId) ?? '',
  };
}

export function getToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

/**
 * The user this page's screens were drawn for: the stored one when the page loaded, then whoever
 * signs in or out here, or a user another tab signed in while this one showed nobody's data
 * (entities/session/session-sync.ts). Writes are refused while the stored session is someone else's
 * (lib/api-client.ts), so no page ever acts as a previous user.
 */
let pageUser: string | null = typeof localStorage === 'undefined' ? null : storedUser();

function storedUser(): string | null {
  return getToken() ? localStorage.getItem(KEYS.userId) || null : null;
}

export function getPageUser(): string | null {
  return pageUser;
}

/** This page now shows `userId`'s data (or nobody's). */
export function setPageUser(userId: string | null): void {
  pageUser = userId;
}

/**
 * True while the stored session is the one this page was drawn for (or there is none). A page that
 * showed nobody's data carries on as whoever signed in since.
 */
export function sessionMatchesPage(): boolean {
  const stored = storedUser();
  if (pageUser === null) pageUser = stored;
  return stored === null || stored === pageUser;
}

/**
 * Saves a session. With a `userId` it is a sign-in here, and the page is now that user's; a token
 * alone is a renewal of the current session.
 */
export function saveSession(session: Partial<Session> & { token: string }): void {
  localStorage.setItem(KEYS.token, session.token);
  if (session.userId) localStorage.setItem(KEYS.userId, session.userId);
  if (session.role) localStorage.setItem(KEYS.role, session.role);
  if (session.sessionId) localStorage.setItem(KEYS.sessionId, session.sessionId);
  else if (session.userId) localStorage.removeItem(KEYS.sessionId);
  if (session.userId) pageUser = session.userId;
  reflectSession();
}

export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  pageUser = null;
  reflectSession();
}

/**
 * Marks the page signed in (`<html data-signed-in>`) or not. The public header carries both 'Sign In'
 * and 'Dashboard' in its (prerendered) HTML and the CSS shows one (site-chrome.css), so it switches
 * as soon as a script knows, before and without React, and hydration finds the markup it rendered.
 */
export function reflectSession(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.toggleAttribute('data-signed-in', Boolean(getToken()));
}
