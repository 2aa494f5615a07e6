import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { finishBackgroundUpload, leaveBackgroundUpload } from './background-upload';
import {
  deletePendingUploadsOf,
  getPendingUpload,
  type PendingUpload,
  PUBLISHED_TEXT,
  putPendingUpload,
  uploadLockName,
} from './offline-store/offline-store';

const USER = 'user-1';

function pending(change: Partial<PendingUpload> = {}): PendingUpload {
  return {
    id: 'upload-1',
    userId: USER,
    file: new Blob(['mp4 bytes']),
    fileName: 'pitch.mp4',
    fileType: 'video/mp4',
    title: 'Cold storage',
    description: 'For farmers',
    uploadUrl: '/api/uploads/video0001',
    backgroundOffset: 4,
    state: 'waiting',
    createdAt: 1,
    ...change,
  };
}

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A server that creates the poster's upload, takes its bytes and publishes; `videos` answers POST /api/videos. */
function fakeServer(videos: () => Response = () => Response.json({ success: true, message: 'Video uploaded successfully!!' }, { status: 201 })) {
  const sent: Sent[] = [];
  const fetcher = (async (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    sent.push({ method: init.method ?? 'GET', url, headers: init.headers as Record<string, string>, body });
    if (url === '/api/uploads' && init.method === 'POST') return new Response(null, { status: 201, headers: { Location: '/api/uploads/poster0001' } });
    if (init.method === 'PATCH') return new Response(null, { status: 204, headers: { 'Upload-Offset': '5' } });
    if (url === '/api/videos') return videos();
    return new Response(null, { status: 404 });
  }) as typeof fetch;
  return { sent, fetcher };
}

const signedIn = async () => 'token-1';
const signedOut = async () => undefined;

afterEach(() => deletePendingUploadsOf(USER));

describe('finishing an upload Background Fetch sent', () => {
  it('sends the poster, publishes the video once with the upload id as the Idempotency-Key, and forgets the file', async () => {
    await putPendingUpload(pending({ poster: new Blob(['jpeg'], { type: 'image/jpeg' }) }));
    const server = fakeServer();

    const message = await finishBackgroundUpload('upload-1', { tokenOf: signedIn, fetcher: server.fetcher });

    expect(message).toEqual({ type: 'background-upload', id: 'upload-1', outcome: 'published', message: 'Video uploaded successfully!!' });
    const poster = server.sent.slice(0, 2);
    expect(poster.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /api/uploads', 'PATCH /api/uploads/poster0001']);
    expect(poster[0]?.headers['Upload-Metadata']).toBe(`filename ${btoa('poster.jpg')},filetype ${btoa('image/jpeg')},kind ${btoa('poster')}`);
    const publishes = server.sent.filter(({ url }) => url === '/api/videos');
    expect(publishes).toHaveLength(1);
    expect(publishes[0]?.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Idempotency-Key': 'upload-1' });
    expect(publishes[0]?.body).toEqual({ title: 'Cold storage', description: 'For farmers', uploadId: 'video0001', posterUploadId: 'poster0001' });
    expect(await getPendingUpload('upload-1')).toBeUndefined();
  });

  it('does nothing for an upload the page published (or removed) meanwhile', async () => {
    const server = fakeServer();
    expect(await finishBackgroundUpload('upload-1', { tokenOf: signedIn, fetcher: server.fetcher })).toBeUndefined();
    expect(server.sent).toEqual([]);
  });

  it('holds the upload’s lock, the one the page’s sender takes, while it finishes it', async () => {
    await putPendingUpload(pending());
    const locks: string[] = [];
    await finishBackgroundUpload('upload-1', {
      tokenOf: signedIn,
      fetcher: fakeServer().fetcher,
      withLock: (name, task) => {
        locks.push(name);
        return task();
      },
    });
    expect(locks).toEqual([uploadLockName('upload-1')]);
  });

  it('with nobody’s session open on the device, leaves it to the page, marked as all sent', async () => {
    await putPendingUpload(pending());
    const server = fakeServer();
    expect(await finishBackgroundUpload('upload-1', { tokenOf: signedOut, fetcher: server.fetcher })).toEqual({ type: 'background-upload', id: 'upload-1', outcome: 'left' });
    expect(server.sent).toEqual([]);
    expect(await getPendingUpload('upload-1')).toMatchObject({ uploaded: true, backgroundOffset: undefined });
  });

  it('a refused or unanswered publish is left to the page, which shows it; the poster sent is kept', async () => {
    await putPendingUpload(pending({ poster: new Blob(['jpeg'], { type: 'image/jpeg' }) }));
    const refused = fakeServer(() => Response.json({ success: false, message: 'Daily upload limit reached' }, { status: 429 }));
    expect((await finishBackgroundUpload('upload-1', { tokenOf: signedIn, fetcher: refused.fetcher }))?.outcome).toBe('left');
    expect(await getPendingUpload('upload-1')).toMatchObject({ uploaded: true, posterUrl: '/api/uploads/poster0001' });

    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect((await finishBackgroundUpload('upload-1', { tokenOf: signedIn, fetcher: offline }))?.outcome).toBe('left');
    expect(await getPendingUpload('upload-1')).toMatchObject({ uploaded: true });
  });

  it('says the video is published when the server gives no message', async () => {
    await putPendingUpload(pending());
    const server = fakeServer(() => new Response(null, { status: 201 }));
    expect((await finishBackgroundUpload('upload-1', { tokenOf: signedIn, fetcher: server.fetcher }))?.message).toBe(PUBLISHED_TEXT);
  });
});

describe('a Background Fetch that failed or was cancelled', () => {
  it('leaves the upload for the page to resume with tus', async () => {
    await putPendingUpload(pending());
    expect(await leaveBackgroundUpload('upload-1')).toEqual({ type: 'background-upload', id: 'upload-1', outcome: 'left' });
    const kept = await getPendingUpload('upload-1');
    expect(kept?.backgroundOffset).toBeUndefined();
    expect(kept?.uploaded).toBeUndefined();
    expect(await leaveBackgroundUpload('gone')).toBeUndefined();
  });
});
