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
}

export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
}
