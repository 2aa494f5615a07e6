/// <reference lib="webworker" />
import { currentUserId, keepSharedVideo } from './offline-store/offline-store';
import { SHARE_OPENS, SHARE_QUERY, SHARE_REFUSED_OPENS, SHARED_FILE_FIELD, takesShareFrom } from './share-target-rules';

/**
 * A video shared from the phone's gallery arrives as the manifest's share_target POST: the worker
 * keeps the file on the device for the user signed in here and opens the dashboard with the upload
 * popup, the file in it, so a share made offline is not lost. Without a session, or with nothing
 * to keep, it opens the page it would anyway. A share posted by another site keeps nothing and
 * opens the popup saying so.
 */
export async function receiveShare(request: Request, userOf: () => Promise<string | undefined> = currentUserId): Promise<Response> {
  const to = (path: string) => Response.redirect(new URL(path, request.url).href, 303);
  if (!takesShareFrom(siteOf(request))) return to(SHARE_REFUSED_OPENS);
  const form = await request.formData().catch(() => undefined);
  const file = form?.get(SHARED_FILE_FIELD);
  const userId = await userOf().catch(() => undefined);
  if (!userId) return to('/signin');
  if (!(file instanceof Blob) || file.size === 0) return to(SHARE_OPENS);
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  try {
    const id = await keepSharedVideo({ userId, file, name: file instanceof File ? file.name : 'shared-video', title: text('title'), text: text('text') });
    return to(`/dashboard?${SHARE_QUERY}=${encodeURIComponent(id)}`);
  } catch {
    // A full device: the popup says so.
    return to(`/dashboard?${SHARE_QUERY}=full`);
  }
}

/**
 * The request's Sec-Fetch-Site as far as the worker can tell. Browsers add that header on the way
 * to the network, after the worker (w3c/webappsec-fetch-metadata#38), so the worker mostly has the
 * referrer: a page of another origin names itself there. No referrer is what the share sheet sends,
 * and the app's own pages too (Referrer-Policy: no-referrer); a page elsewhere that hides its
 * referrer looks the same here until browsers tell workers the site (whatwg/fetch#1322).
 */
function siteOf(request: Request): string {
  const header = request.headers.get('sec-fetch-site');
  if (header) return header;
  let from: URL;
  try {
    from = new URL(request.referrer);
  } catch {
    return 'none';
  }
  if (from.protocol !== 'http:' && from.protocol !== 'https:') return 'none';
  return from.origin === new URL(request.url).origin ? 'same-origin' : 'cross-site';
}
