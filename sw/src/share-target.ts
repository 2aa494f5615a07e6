/// <reference lib="webworker" />
import { currentUserId } from './outbox/outbox-store';
import { SHARE_QUERY, SHARED_FILE_FIELD } from './share-target-rules';
import { keepSharedVideo } from './shared-videos';

/**
 * A video shared from the phone's gallery arrives as the manifest's share_target POST: the worker
 * keeps the file on the device for the user signed in here and opens the dashboard with the upload
 * popup, the file in it, so a share made offline is not lost. Without a session, or with nothing
 * to keep, it opens the page it would anyway.
 */
export async function receiveShare(request: Request, userOf: () => Promise<string | undefined> = currentUserId): Promise<Response> {
  const to = (path: string) => Response.redirect(new URL(path, request.url).href, 303);
  const form = await request.formData().catch(() => undefined);
  const file = form?.get(SHARED_FILE_FIELD);
  const userId = await userOf().catch(() => undefined);
  if (!userId) return to('/signin');
  if (!(file instanceof Blob) || file.size === 0) return to('/dashboard');
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
