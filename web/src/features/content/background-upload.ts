import {
  type BackgroundFetchRegistration,
  backgroundPatchRequest,
  backgroundProgress,
  UPLOADS_URL,
} from '@startupsetu/sw/offline-store/offline-store';
import { noteReply, tokenFor } from '../../lib/api-client';
import { backgroundFetchManager } from '../../lib/background-fetch';

// Where the browser has Background Fetch (Chromium), an upload still sending when its page goes out
// of sight is handed to the browser, which carries the rest of the file to the server with the page
// gone; the service worker publishes it (sw/src/background-upload.ts). Elsewhere nothing changes.

/** How often a page that follows a Background Fetch looks again, should the browser miss telling it. */
const RECHECK_MS = 2000;

/** How many bytes of the upload the server has (tus HEAD); undefined when it does not say. */
async function serverOffset(uploadUrl: string, token: string): Promise<number | undefined> {
  try {
    const response = await fetch(uploadUrl, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` }, cache: 'no-store' });
    noteReply(response.status, token);
    const offset = Number(response.headers.get('Upload-Offset'));
    return response.ok && Number.isInteger(offset) && offset >= 0 ? offset : undefined;
  } catch {
    return undefined;
  }
}

export interface HandOver {
  id: string;
  title: string;
  file: Blob;
  uploadUrl: string;
}

/**
 * Hands the rest of the file, from what the server has, to Background Fetch as one tus PATCH (its id
 * the upload's); answers the offset it goes from, or undefined when it was not handed over.
 */
export async function handOverUpload({ id, title, file, uploadUrl }: HandOver): Promise<number | undefined> {
  const manager = await backgroundFetchManager();
  let token: string | null = null;
  try {
    token = tokenFor(UPLOADS_URL);
  } catch {
    // Another user's session in this browser now: the page follows it and sends nothing more.
    return undefined;
  }
  if (!manager || !token) return undefined;
  const offset = await serverOffset(uploadUrl, token);
  if (offset === undefined || offset >= file.size) return undefined;
  try {
    await manager.fetch(id, [backgroundPatchRequest({ uploadUrl, token, file, offset }, location.href)], {
      title,
      downloadTotal: 0,
      uploadTotal: file.size - offset,
    });
    return offset;
  } catch {
    // Refused (no permission, no space, one already running): the page goes on sending it.
    return undefined;
  }
}

/** The upload's Background Fetch while it is still sending; undefined when there is none. */
export async function runningBackgroundUpload(id: string): Promise<BackgroundFetchRegistration | undefined> {
  const registration = await (await backgroundFetchManager())?.get(id).catch(() => undefined);
  return registration && registration.result === '' ? registration : undefined;
}

/**
 * Follows a running Background Fetch until it ends (sent, failed or cancelled), telling its progress
 * as the whole percent of the file the server has.
 */
export function followBackgroundUpload(registration: BackgroundFetchRegistration, offset: number, size: number, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve) => {
    const check = async () => {
      onProgress(backgroundProgress(offset, registration.uploaded, size));
      const now = registration.result === '' ? await runningBackgroundUpload(registration.id) : undefined;
      if (now) return;
      clearInterval(timer);
      registration.removeEventListener('progress', onChange);
      resolve();
    };
    const onChange = () => void check();
    const timer = setInterval(onChange, RECHECK_MS);
    registration.addEventListener('progress', onChange);
    onChange();
  });
}
