import {
  BACKGROUND_UPLOAD_CHANNEL,
  type BackgroundUploadMessage,
  deletePendingUpload,
  getPendingUpload,
  type PendingUpload,
  PUBLISHED_TEXT,
  updatePendingUpload,
  uploadIdOf,
  uploadLockName,
  UPLOADS_URL,
} from './offline-store/offline-store';

// What the service worker does once Background Fetch has carried the rest of a pitch to the server
// (DESIGN §6.7; the page hands it over in web/src/features/content/background-upload.ts): it sends
// the poster if the page had not, publishes the video once (the Idempotency-Key is the upload's id,
// as the page's is) and forgets the file. Whatever it cannot do is left to the page, which then
// finishes it as it would have (`left`). It holds the upload's Web Lock, as the page's sender does,
// so the two never send the same upload at once.


export interface FinishDeps {
  /** The token of the user's session open on this device, if it is. */
  tokenOf: (userId: string) => Promise<string | undefined>;
  fetcher?: typeof fetch;
  withLock?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
}

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** Sends the video's poster with tus (created, then its bytes); undefined when it does not go. */
export async function sendPoster(poster: Blob, token: string, fetcher: typeof fetch = fetch): Promise<string | undefined> {
  const headers = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` };
  try {
    const created = await fetcher(UPLOADS_URL, {
      method: 'POST',
      headers: { ...headers, 'Upload-Length': String(poster.size), 'Upload-Metadata': `filename ${base64('poster.jpg')},filetype ${base64(poster.type)},kind ${base64('poster')}` },
    });
    const location = created.headers.get('Location');
    if (created.status !== 201 || !location) return undefined;
    const sent = await fetcher(location, {
      method: 'PATCH',
      headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: poster,
    });
    return sent.ok ? location : undefined;
  } catch {
    return undefined;
  }
}

async function publish(upload: PendingUpload, token: string, fetcher: typeof fetch): Promise<BackgroundUploadMessage> {
  const left: BackgroundUploadMessage = { type: 'background-upload', id: upload.id, outcome: 'left' };
  const posterUrl = upload.posterUrl ?? (upload.poster ? await sendPoster(upload.poster, token, fetcher) : undefined);
  if (posterUrl && !upload.posterUrl) await updatePendingUpload(upload.id, { posterUrl });
  let response: Response;
  try {
    response = await fetcher('/api/videos', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': upload.id },
      body: JSON.stringify({
        title: upload.title,
        description: upload.description,
        uploadId: uploadIdOf(upload.uploadUrl ?? ''),
        ...(posterUrl ? { posterUploadId: uploadIdOf(posterUrl) } : {}),
      }),
    });
  } catch {
    return left;
  }
  // A refusal is the page's to show (and to act on, as it does when it publishes).
  if (!response.ok) return left;
  const reply = (await response.json().catch(() => null)) as { message?: unknown } | null;
  await deletePendingUpload(upload.id);
  return { ...left, outcome: 'published', message: typeof reply?.message === 'string' && reply.message ? reply.message : PUBLISHED_TEXT };
}

function lockWith<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? locks.request(name, task) : task();
}

/**
 * The server has every byte of upload `id`: publishes it. Undefined when there is nothing to do (the
 * page published or removed it meanwhile).
 */
export async function finishBackgroundUpload(id: string, { tokenOf, fetcher = fetch, withLock = lockWith }: FinishDeps): Promise<BackgroundUploadMessage | undefined> {
  return withLock(uploadLockName(id), async () => {
    const upload = await getPendingUpload(id);
    if (!upload) return undefined;
    await updatePendingUpload(id, { uploaded: true, backgroundOffset: undefined, state: 'waiting', error: undefined });
    const token = await tokenOf(upload.userId).catch(() => undefined);
    if (!token) return { type: 'background-upload', id, outcome: 'left' };
    return publish({ ...upload, uploaded: true }, token, fetcher);
  });
}

/** Background Fetch stopped without sending it all: the page goes on with tus from what the server has. */
export async function leaveBackgroundUpload(id: string): Promise<BackgroundUploadMessage | undefined> {
  const upload = await getPendingUpload(id);
  if (!upload) return undefined;
  await updatePendingUpload(id, { backgroundOffset: undefined });
  return { type: 'background-upload', id, outcome: 'left' };
}

/** Tells every open page (the tray, the feed). */
export function announceBackgroundUpload(message: BackgroundUploadMessage | undefined): void {
  if (!message || typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(BACKGROUND_UPLOAD_CHANNEL);
  channel.postMessage(message);
  channel.close();
}
