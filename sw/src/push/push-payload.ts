// What a push shows (DESIGN §6.6). The payload is the server's self-contained JSON (title, body,
// url, tag, badge); whatever arrives, the worker shows something: a browser that receives a push
// and shows nothing may revoke the subscription (Safari does).

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
