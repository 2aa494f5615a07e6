// Every tab of the browser follows the session (DESIGN §6.2): a tab that signs out, meets the end of
// its session or signs a user in announces it on a BroadcastChannel, and through localStorage's
// `storage` event where there is no channel. What a tab does depends only on the stored session and
// the user its screens were drawn for, so hearing an event twice (or late) changes nothing.

export type SessionEventType = 'signed-out' | 'ended' | 'signed-in';

export interface SessionEvent {
  type: SessionEventType;
  userId: string | null;
}

const CHANNEL = 'startupsetu-session';
const EVENT_KEY = 'session-event';
// The keys lib/session.ts keeps: another tab (or an older release) changing them is a session change too.
const SESSION_KEYS = new Set(['token', 'userId']);

/** What a tab drawn for `pageUser` does when the stored session's user is `storedUser`. */
export type Follow = 'none' | 'adopt' | 'signed-out' | 'switched';

export function followStoredSession(pageUser: string | null, storedUser: string | null): Follow {
  if (pageUser === storedUser) return 'none';
  // The page showed nobody's data: it may carry on as the user who signed in elsewhere.
  if (pageUser === null) return 'adopt';
  if (storedUser === null) return 'signed-out';
  return 'switched';
}

/** The event a `storage` change of another tab stands for; null when it is not about the session. */
export function eventFromStorage(key: string | null, newValue: string | null): SessionEvent | null | undefined {
  if (key === EVENT_KEY) {
    try {
      const event = JSON.parse(newValue ?? '') as Partial<SessionEvent>;
      if (event.type === 'signed-out' || event.type === 'ended' || event.type === 'signed-in') {
        return { type: event.type, userId: event.userId ?? null };
      }
    } catch {
      // Not ours.
    }
    return undefined;
  }
  // localStorage.clear() (key null) or the session keys themselves: a change, of a kind the stored
  // session tells.
  if (key === null || SESSION_KEYS.has(key)) return null;
  return undefined;
}

let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (!channel && typeof BroadcastChannel !== 'undefined') channel = new BroadcastChannel(CHANNEL);
  return channel;
}

/** Tells the other tabs (not this one) what happened to the session here. */
export function announceSessionEvent(event: SessionEvent): void {
  openChannel()?.postMessage(event);
  try {
    // A fresh value each time, so the same event twice still fires `storage`.
    localStorage.setItem(EVENT_KEY, JSON.stringify({ ...event, at: Date.now(), nonce: Math.random() }));
  } catch {
    // Storage full or unavailable: the channel has carried it.
  }
}

/**
 * Calls `onChange` when another tab changed the session: with the event when it announced one,
 * with null when only the stored keys tell it. Answers how to stop.
 */
export function listenToSessionEvents(onChange: (event: SessionEvent | null) => void): () => void {
  const own = openChannel();
  const onMessage = (message: MessageEvent<SessionEvent>) => onChange(message.data ?? null);
  own?.addEventListener('message', onMessage);
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== localStorage) return;
    const found = eventFromStorage(event.key, event.newValue);
    if (found !== undefined) onChange(found);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    own?.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
  };
}
