import { currentSession } from '../offline-store/offline-store';

/** What a `pushsubscriptionchange` event carries (the event is not in TypeScript's worker library). */
export interface PushSubscriptionChange {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

const SUBSCRIPTIONS = '/api/push/subscriptions';

/** notify's status and body for one call with the user's token; status 0 when there was no answer. */
async function callNotify(token: string, method: 'GET' | 'POST' | 'DELETE', path: string, json?: unknown): Promise<{ status: number; body: unknown }> {
  try {
    const response = await fetch(path, {
      method,
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return { status: 0, body: null };
  }
}

/**
 * The browser or its push service renewed or dropped this browser's subscription (expiry, key
 * rotation, a push service that lost its registrations): the user whose session this browser is in
 * keeps getting pushes. The new subscription (the browser's, or one made now with the old one's
 * server key) goes to notify as the page sends it, and notify forgets the old endpoint. Nobody
 * signed in here: nothing is subscribed again. A token notify refuses (401) stops it; the next
 * sign-in and 'Turn on notifications' subscribe again.
 */
export async function renewSubscription(change: PushSubscriptionChange, pushManager: Pick<PushManager, 'subscribe'>): Promise<void> {
  const session = await currentSession();
  if (!session) return;
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, json?: unknown) => callNotify(session.token, method, path, json);
  const old = change.oldSubscription;

  let renewed = change.newSubscription;
  if (!renewed) {
    let key: BufferSource | string | null | undefined = old?.options.applicationServerKey;
    if (!key) {
      const reply = await call('GET', '/api/push/key');
      if (reply.status === 401) return;
      const publicKey = (reply.body as { publicKey?: unknown } | null)?.publicKey;
      // The browser reads the key from its base64url text (Push API, applicationServerKey).
      key = typeof publicKey === 'string' ? publicKey : null;
    }
    // Without a key or a permission there is no subscription to keep; the old one still goes.
    renewed = key ? await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }).catch(() => null) : null;
  }
  if (renewed && (await call('POST', SUBSCRIPTIONS, renewed.toJSON())).status === 401) return;
  if (old && old.endpoint !== renewed?.endpoint) await call('DELETE', SUBSCRIPTIONS, { endpoint: old.endpoint });
}
