import { useCallback, useEffect, useState } from 'react';
import { fetchPushKey, removeSubscription, saveSubscription } from '../api/push-api';

/**
 * Where this browser stands: no push here at all, blocked in the browser's settings, off, on, or
 * busy asking. The permission is asked only when the user taps 'Turn on notifications'.
 */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on' | 'busy';

export interface PushBrowser {
  /** The service worker's registration, once there is one (null: never). */
  registration(): Promise<ServiceWorkerRegistration | null>;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
}

export const realBrowser: PushBrowser = {
  registration: async () => (await navigator.serviceWorker.getRegistration()) ?? null,
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
};

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The applicationServerKey the browser wants: the server's VAPID key as bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export function usePushSubscription(browser: PushBrowser | null = pushSupported() ? realBrowser : null) {
  const [state, setState] = useState<PushState>(browser ? 'busy' : 'unsupported');
  const [failed, setFailed] = useState(false);

  // The browser's own subscription is the truth; the server is told it again (a browser another
  // user signed out of becomes this user's).
  useEffect(() => {
    if (!browser) return;
    let stale = false;
    void (async () => {
      const registration = await browser.registration();
      const subscription = await registration?.pushManager.getSubscription();
      if (stale) return;
      if (browser.permission() === 'denied') setState('blocked');
      else if (subscription) {
        setState('on');
        await saveSubscription(subscription.toJSON()).catch(() => undefined);
      } else setState(registration ? 'off' : 'unsupported');
    })();
    return () => {
      stale = true;
    };
  }, [browser]);

  const turnOn = useCallback(async () => {
    if (!browser) return;
    setFailed(false);
    setState('busy');
    try {
      const permission = await browser.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'blocked' : 'off');
        return;
      }
      const registration = await browser.registration();
      if (!registration) throw new Error('No service worker');
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await fetchPushKey()) });
      await saveSubscription(subscription.toJSON());
      setState('on');
    } catch {
      setFailed(true);
      setState('off');
    }
  }, [browser]);

  const turnOff = useCallback(async () => {
    if (!browser) return;
    setFailed(false);
    setState('busy');
    try {
      const subscription = await (await browser.registration())?.pushManager.getSubscription();
      if (subscription) {
        await removeSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setFailed(true);
      setState('on');
    }
  }, [browser]);

  return { state, failed, turnOn, turnOff };
}
