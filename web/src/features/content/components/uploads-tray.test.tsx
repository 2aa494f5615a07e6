import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addPendingUpload, hasPendingUploads, type PendingUpload } from '../../../lib/pending-uploads';
import { currentToasts } from '../../../lib/toast';
import { stubApi } from '../../../testing/api-stub';
import { renderUi, signInAs } from '../../../testing/render-ui';
import { stubTusServer } from '../../../testing/tus-stub';
import { CHUNK_BYTES, CUT_NETWORK_CHUNK_BYTES } from '../api/tus-upload';
import { resumeUploads, stopUploads } from '../upload-queue';
import { UploadsTray } from './uploads-tray';

const PUBLISHED = { status: 201, body: { success: true, message: 'Video uploaded successfully!' } };

function kept(change: Partial<PendingUpload> = {}): PendingUpload {
  return {
    id: 'k1',
    userId: 'me',
    file: new Blob(['0123456789']),
    fileName: 'pitch.mp4',
    fileType: 'video/mp4',
    title: 'Solar cold storage',
    description: 'For farmers',
    state: 'waiting',
    createdAt: 1,
    ...change,
  };
}

afterEach(stopUploads);

describe('UploadsTray', () => {
  it('resumes an upload kept from before a reload, shows its progress, publishes it once and says so', async () => {
    signInAs('me');
    const tus = stubTusServer();
    const api = stubApi({ 'POST /api/videos': PUBLISHED });
    await addPendingUpload(kept());
    tus.hold();

    renderUi(<UploadsTray />);

    const tray = await screen.findByRole('complementary', { name: 'Uploads' });
    expect(within(tray).getByText('Solar cold storage')).toBeInTheDocument();
    expect(within(tray).getByRole('progressbar', { name: 'Upload of Solar cold storage' })).toHaveAttribute('value', '0');
    expect(await within(tray).findByRole('status')).toHaveTextContent('Uploading… 0%');
    tus.release();

    await vi.waitFor(() => expect(currentToasts().map((toast) => toast.text)).toContain('Video uploaded successfully!'));
    expect(screen.queryByRole('complementary', { name: 'Uploads' })).toBeNull();
    expect(api.to('POST', '/api/videos')).toHaveLength(1);
    expect(api.to('POST', '/api/videos')[0]!.headers.get('Idempotency-Key')).toBe('k1');
    expect(await hasPendingUploads('me')).toBe(false);
  });

  it('goes on from where the server is when the upload was created before', async () => {
    signInAs('me');
    const tus = stubTusServer();
    stubApi({ 'POST /api/videos': PUBLISHED });
    tus.uploads.set('u9', { size: 10, offset: 6, metadata: {} });
    await addPendingUpload(kept({ uploadUrl: 'http://localhost:3000/api/uploads/u9' }));

    renderUi(<UploadsTray />);

    await vi.waitFor(() => expect(tus.uploads.get('u9')!.offset).toBe(10));
    expect(tus.sent('POST')).toHaveLength(0);
    expect(tus.sent('PATCH').map((request) => request.bytes)).toEqual([4]);
  });

  it('once the network has cut a request, sends the rest in small chunks, after a reload too', async () => {
    signInAs('me');
    const tus = stubTusServer();
    stubApi({ 'POST /api/videos': PUBLISHED });
    tus.uploads.set('u9', { size: 3 * 1024 * 1024, offset: 0, metadata: {} });
    await addPendingUpload(kept({ file: new Blob([new Uint8Array(3 * 1024 * 1024)]), uploadUrl: 'http://localhost:3000/api/uploads/u9' }));
    tus.cutNextPatches(1);

    renderUi(<UploadsTray />);

    await screen.findByRole('complementary', { name: 'Uploads' });
    await vi.waitFor(() => expect(screen.queryByRole('complementary', { name: 'Uploads' })).toBeNull(), { timeout: 5000 });
    const [first, ...rest] = tus.sent('PATCH').map((request) => request.bytes);
    expect(first).toBe(CHUNK_BYTES);
    expect(rest.length).toBeGreaterThan(1);
    expect(Math.max(...rest)).toBeLessThanOrEqual(CUT_NETWORK_CHUNK_BYTES);
    expect(tus.uploads.get('u9')!.offset).toBe(3 * 1024 * 1024);
  });

  it('a file whose requests the network cut before starts again in small chunks', async () => {
    signInAs('me');
    const tus = stubTusServer();
    stubApi({ 'POST /api/videos': PUBLISHED });
    await addPendingUpload(kept({ file: new Blob([new Uint8Array(200 * 1024)]), networkCut: true }));

    renderUi(<UploadsTray />);

    await screen.findByRole('complementary', { name: 'Uploads' });
    await vi.waitFor(() => expect(screen.queryByRole('complementary', { name: 'Uploads' })).toBeNull());
    expect(tus.sent('PATCH').map((request) => request.bytes)).toEqual([CUT_NETWORK_CHUNK_BYTES, CUT_NETWORK_CHUNK_BYTES, CUT_NETWORK_CHUNK_BYTES, 8 * 1024]);
  });

  it('shows other users’ uploads never, and none at all when there are none', async () => {
    signInAs('me');
    stubTusServer();
    await addPendingUpload(kept({ userId: 'someone-else' }));

    renderUi(<UploadsTray />);

    await resumeUploads();
    expect(screen.queryByRole('complementary', { name: 'Uploads' })).toBeNull();
  });

  it('pauses offline, saying so, and goes on when the network is back', async () => {
    signInAs('me');
    const tus = stubTusServer();
    stubApi({ 'POST /api/videos': PUBLISHED });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await addPendingUpload(kept());

    renderUi(<UploadsTray />);

    const tray = await screen.findByRole('complementary', { name: 'Uploads' });
    expect(await within(tray).findByRole('status')).toHaveTextContent('Paused, waiting for the network (0%)');
    expect(tus.requests).toHaveLength(0);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));

    await vi.waitFor(() => expect(screen.queryByRole('complementary', { name: 'Uploads' })).toBeNull());
    expect(tus.sent('PATCH')).toHaveLength(1);
  });

  it('shows a failed upload with its reason; Retry sends it again, Remove forgets it', async () => {
    signInAs('me');
    const tus = stubTusServer();
    stubApi({ 'POST /api/videos': PUBLISHED });
    await addPendingUpload(kept({ state: 'failed', error: 'Invalid file type! Please upload a valid video format.' }));
    await addPendingUpload(kept({ id: 'k2', title: 'Second pitch', state: 'failed', error: 'An unexpected error occurred while uploading your video.', createdAt: 2 }));
    const { user } = renderUi(<UploadsTray />);
    const tray = await screen.findByRole('complementary', { name: 'Uploads' });
    expect(within(tray).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Invalid file type! Please upload a valid video format.',
      'An unexpected error occurred while uploading your video.',
    ]);
    expect(tus.requests).toHaveLength(0);

    await user.click(within(tray).getByRole('button', { name: 'Remove upload of Solar cold storage' }));
    expect(within(tray).queryByText('Solar cold storage')).toBeNull();

    await user.click(within(tray).getByRole('button', { name: 'Retry upload of Second pitch' }));
    await vi.waitFor(() => expect(screen.queryByRole('complementary', { name: 'Uploads' })).toBeNull());
    expect(tus.sent('POST')).toHaveLength(1);
    expect(await hasPendingUploads('me')).toBe(false);
  });
});
