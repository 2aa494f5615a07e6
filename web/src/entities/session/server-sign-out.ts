// Ending a session on the server (POST /api/auth/signout) with its own token, best effort.

// Sessions signed out while the server could not be reached: ended when the network is back.
const PENDING_KEY = 'signout-pending';
const MAX_PENDING = 5;

function pendingSignOuts(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((token): token is string => typeof token === 'string') : [];
  } catch {
    return [];
  }
}

function setPendingSignOuts(tokens: string[]): void {
  if (tokens.length === 0) localStorage.removeItem(PENDING_KEY);
  else localStorage.setItem(PENDING_KEY, JSON.stringify(tokens.slice(-MAX_PENDING)));
}

/**
 * Sent with the ending session's own token; never waits long. Without an answer (offline, too slow)
 * the token is kept aside and the session ended once the network is back; any answer settles it.
 */
export async function endOnServer(token: string): Promise<void> {
  try {
    await fetch('/api/auth/signout', {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(3000),
    });
    setPendingSignOuts(pendingSignOuts().filter((pending) => pending !== token));
  } catch {
    if (!pendingSignOuts().includes(token)) setPendingSignOuts([...pendingSignOuts(), token]);
  }
}

/** Ends on the server the sessions signed out offline. */
export async function endPendingSignOuts(): Promise<void> {
  for (const token of pendingSignOuts()) await endOnServer(token);
}
