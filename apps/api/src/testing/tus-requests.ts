import { request as httpRequest } from 'node:http';
import { bearer } from '@startupsetu/server-core/testing/json-requests';

// The tus requests a resumable-upload client sends (tus-js-client in the web app), for the api's tests.

const TUS = { 'tus-resumable': '1.0.0' };

/** Starts an upload of `size` bytes; answers the response (Location: the upload's path). */
export function createUpload(baseUrl: string, token: string, size: number, metadata: Record<string, string> = { filename: 'pitch.mp4' }) {
  const encoded = Object.entries(metadata).map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`);
  return fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { ...TUS, ...bearer(token), 'upload-length': String(size), 'upload-metadata': encoded.join(',') },
  });
}

/** Starts an upload (a video's; `kind: 'poster'` for a poster) and answers its path and id (fails the test when it is refused). */
export async function startUpload(baseUrl: string, token: string, size: number, metadata?: Record<string, string>): Promise<{ path: string; id: string }> {
  const response = await createUpload(baseUrl, token, size, metadata);
  if (response.status !== 201) throw new Error(`creating an upload answered ${response.status}: ${await response.text()}`);
  const path = response.headers.get('location')!;
  return { path, id: path.slice(path.lastIndexOf('/') + 1) };
}

export function sendBytes(baseUrl: string, token: string, path: string, offset: number, bytes: Uint8Array) {
  return fetch(baseUrl + path, {
    method: 'PATCH',
    headers: { ...TUS, ...bearer(token), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
}

export function uploadState(baseUrl: string, token: string, path: string) {
  return fetch(baseUrl + path, { method: 'HEAD', headers: { ...TUS, ...bearer(token) } });
}

export function abandonUpload(baseUrl: string, token: string, path: string) {
  return fetch(baseUrl + path, { method: 'DELETE', headers: { ...TUS, ...bearer(token) } });
}

/**
 * A PATCH whose connection drops after `sent` of its announced bytes, as a phone losing the network
 * mid-chunk: resolves once the connection is gone.
 */
export function sendBytesThenDrop(baseUrl: string, token: string, path: string, offset: number, announced: number, sent: Uint8Array): Promise<void> {
  return new Promise((resolve) => {
    const request = httpRequest(baseUrl + path, {
      method: 'PATCH',
      headers: { ...TUS, ...bearer(token), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(announced) },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(sent, () => setTimeout(() => request.destroy(), 50));
  });
}

/** The size of the uploads the authorization matrices seed (an mp4's leading bytes, padded). */
export const SAMPLE_UPLOAD_BYTES = 2048;
export const TUS_PATCH_HEADERS = { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' };
export const TUS_CREATE_HEADERS = { ...TUS, 'upload-length': String(SAMPLE_UPLOAD_BYTES) };

/** `count` uploads of the account's of SAMPLE_UPLOAD_BYTES each, sent whole when `finished`, else empty; answers their ids. */
export async function seedUploads(baseUrl: string, token: string, count: number, finished: boolean, bytes: Uint8Array): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const upload = await startUpload(baseUrl, token, SAMPLE_UPLOAD_BYTES);
    if (finished) {
      const sent = await sendBytes(baseUrl, token, upload.path, 0, bytes);
      if (sent.status !== 204) throw new Error(`seeding an upload answered ${sent.status}: ${await sent.text()}`);
    }
    ids.push(upload.id);
  }
  return ids;
}
