import { useBackgroundEffect } from '../../../lib/use-background-effect';
import { saveSubscription } from '../api/push-api';
import { pushSupported, realBrowser, type PushBrowser } from './use-push-subscription';

/** Long enough after a page's start not to compete with its first reads. */
export const KEEP_AFTER_MS = 4000;

/**
 * A push subscription belongs to the session that saved it (DESIGN §7.2), so each new session on
 * this device tells notify the browser's subscription again, once the page has settled: pushes
 * keep coming after a sign-in, and after a release that dropped subscriptions made before sessions.
 */
export function useKeepPushSubscription(token: string | null, browser: PushBrowser | null = pushSupported() ? realBrowser : null): void {
  useBackgroundEffect(() => {
    if (!token || !browser || browser.permission() !== 'granted') return;
    const timer = setTimeout(() => {
      void (async () => {
        const subscription = await (await browser.registration())?.pushManager.getSubscription();
        if (subscription) await saveSubscription(subscription.toJSON());
      })().catch(() => undefined);
    }, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [token, browser]);
}
