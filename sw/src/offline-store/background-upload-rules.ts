// An upload handed to the browser's Background Fetch (DESIGN §6.7), where the browser has it: the
// page sends the rest of the file as one tus PATCH the browser carries on with after the page is
// gone; the service worker publishes the video when it completes (background-upload.ts). Shared by
// the page (web/src/features/content/background-upload.ts) and the worker; free of their globals.

/** Where resumable uploads (tus) are made: an upload's address is this and its id. */
export const UPLOADS_URL = '/api/uploads';

/** The upload's id at the server: the last part of its address. */
export const uploadIdOf = (uploadUrl: string) => uploadUrl.slice(uploadUrl.lastIndexOf('/') + 1);

/** What the popup and the tray say once a video is published, when the server says nothing. */
export const PUBLISHED_TEXT = 'Video uploaded successfully!';

/** BroadcastChannel on which the worker tells open pages what came of an upload it finished. */
export const BACKGROUND_UPLOAD_CHANNEL = 'startupsetu-background-uploads';

/** Posted on BACKGROUND_UPLOAD_CHANNEL: published (with the server's message), or left for the page to finish. */
export interface BackgroundUploadMessage {
  type: 'background-upload';
  id: string;
  outcome: 'published' | 'left';
  message?: string;
}

/** The Web Lock a sender of an upload holds (the page's tab, or the worker publishing it): one at a time. */
export const uploadLockName = (id: string) => `pending-upload:${id}`;

/** What the page hands over: the rest of the file from `offset`, to the upload's address. */
export interface BackgroundPatch {
  uploadUrl: string;
  token: string;
  file: Blob;
  offset: number;
}

/** The one tus PATCH that sends the rest of the file. */
export function backgroundPatchRequest({ uploadUrl, token, file, offset }: BackgroundPatch, base: string): Request {
  return new Request(new URL(uploadUrl, base).href, {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      Authorization: `Bearer ${token}`,
    },
    body: file.slice(offset),
  });
}

/** Whole percent of the file the server has, counting what Background Fetch sent from `offset`. */
export function backgroundProgress(offset: number, uploaded: number, size: number): number {
  if (size <= 0) return 0;
  return Math.min(100, Math.floor(((offset + uploaded) / size) * 100));
}

// The Background Fetch API (https://wicg.github.io/background-fetch/), not in TypeScript's libraries.

export type BackgroundFetchResult = '' | 'success' | 'failure';

export interface BackgroundFetchRegistration extends EventTarget {
  readonly id: string;
  readonly uploadTotal: number;
  readonly uploaded: number;
  readonly result: BackgroundFetchResult;
  readonly failureReason: string;
  abort(): Promise<boolean>;
  matchAll(): Promise<{ request: Request; responseReady: Promise<Response> }[]>;
}

export interface BackgroundFetchManager {
  fetch(id: string, requests: Request[], options?: { title?: string; uploadTotal?: number; downloadTotal?: number }): Promise<BackgroundFetchRegistration>;
  get(id: string): Promise<BackgroundFetchRegistration | undefined>;
}
