// What a push shows (DESIGN §6.6). The payload is the server's self-contained JSON (title, body,
// url, tag, badge, session). A push for the session this device holds always shows something, even
// when the rest cannot be read: a browser that receives a push and shows nothing may revoke the
// subscription (Safari does). A push for a session the device no longer holds shows nothing
// (DESIGN §7.2): the server stops sending to a session as it ends, but a push handed to the push
// service before may still arrive.

export interface ShownPush {
  title: string;
  options: NotificationOptions & { data: { url: string } };
  /** The app badge's count, when the push gave one. */
  badge?: number;
}

const FALLBACK: ShownPush = {
  title: 'StartupSetu',
  options: { body: 'You have something new on StartupSetu.', tag: 'startupsetu', icon: '/icons/icon-192.png', data: { url: '/Notification' } },
};

/** The notification for a push's data (its text), read defensively. */
export function shownPush(text: string | null | undefined, origin: string): ShownPush {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(text ?? '') as Record<string, unknown>;
  } catch {
    return FALLBACK;
  }
  if (!data || typeof data !== 'object' || typeof data.title !== 'string' || typeof data.body !== 'string') return FALLBACK;
  const badge = typeof data.badge === 'number' && Number.isInteger(data.badge) && data.badge >= 0 ? data.badge : undefined;
  return {
    title: data.title,
    options: {
      body: data.body,
      tag: typeof data.tag === 'string' && data.tag ? data.tag : undefined,
      icon: '/icons/icon-192.png',
      data: { url: sameOriginPath(data.url, origin) },
    },
    badge,
  };
}

/** A path of this app to open; anything else (another origin, not a string) opens the notifications. */
export function sameOriginPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return '/Notification';
  const resolved = new URL(url, origin);
  return resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : '/Notification';
}

/** Whose session this device is in: nobody's, one the worker cannot tell, or the one with this tag. */
export type HeldSession = { kind: 'none' } | { kind: 'unreadable' } | { kind: 'session'; tag: string };

/** Show the push; show nothing; or show nothing and unsubscribe this browser (nobody is signed in here). */
export type PushVerdict = 'show' | 'hide' | 'unsubscribe';

/** The tag of the session a push was queued for; undefined when it names none (a server from before tags). */
export function pushSessionOf(text: string | null | undefined): string | undefined {
  try {
    const data = JSON.parse(text ?? '') as { session?: unknown } | null;
    return typeof data?.session === 'string' ? data.session : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a push queued for `pushSession` shows on a device in `held`: only in that very session.
 * With nobody signed in here, the browser's subscription serves no one and is dropped. A push that
 * names no session is shown, as before sessions were named.
 */
export function pushVerdict(pushSession: string | undefined, held: HeldSession): PushVerdict {
  if (pushSession === undefined) return 'show';
  if (held.kind === 'none') return 'unsubscribe';
  return held.kind === 'session' && held.tag === pushSession ? 'show' : 'hide';
}
