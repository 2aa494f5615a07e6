// The signed-in user's token, id and role live in localStorage (spec §3), so a reload keeps the session.
const KEYS = { token: 'token', userId: 'userId', role: 'role' } as const;

export interface Session {
  token: string;
  userId: string;
  role: string;
}

export function getSession(): Session | null {
  const token = localStorage.getItem(KEYS.token);
  if (!token) return null;
  return { token, userId: localStorage.getItem(KEYS.userId) ?? '', role: localStorage.getItem(KEYS.role) ?? '' };
}

export function getToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

export function saveSession(session: Partial<Session> & { token: string }): void {
  localStorage.setItem(KEYS.token, session.token);
  if (session.userId) localStorage.setItem(KEYS.userId, session.userId);
  if (session.role) localStorage.setItem(KEYS.role, session.role);
  reflectSession();
}

export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
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
