import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi, signInAs } from '../../../testing/render-ui';
import { stubApi } from '../../../testing/api-stub';
import { stubTusServer } from '../../../testing/tus-stub';
import { stopUploads } from '../upload-queue';
import { PostDialog, VideoUploadDialog } from './video-dialogs';

const VIDEO_BYTES = 'not really a video';
const mp4 = () => new File([VIDEO_BYTES], 'pitch.mp4', { type: 'video/mp4' });

async function fillUpload(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: 'Upload a Video' });
  await user.type(within(dialog).getByLabelText('Title'), 'Pitch day');
  await user.type(within(dialog).getByLabelText('Description'), 'Our first pitch');
  await user.upload(within(dialog).getByLabelText('Video'), mp4());
  return dialog;
}

afterEach(stopUploads);

describe('VideoUploadDialog', () => {
  it('refuses a file that is not a video with the spec’s words, and clears the input', async () => {
    signInAs();
    const tus = stubTusServer();
    renderUi(<VideoUploadDialog open onClose={() => undefined} />);
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText<HTMLInputElement>('Video');

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type! Please upload a valid video format.');
    expect(input.value).toBe('');
    expect(tus.requests).toHaveLength(0);
  });

  it('refuses a video over 50 MB with the spec’s words', async () => {
    signInAs();
    renderUi(<VideoUploadDialog open onClose={() => undefined} />);
    const user = userEvent.setup();
    const big = mp4();
    Object.defineProperty(big, 'size', { value: 52_428_801 });

    await user.upload(screen.getByLabelText('Video'), big);

    expect(screen.getByRole('alert')).toHaveTextContent('File size exceeds the 50MB limit. Please upload a smaller video.');
  });

  it('is busy while uploading, shows the progress, publishes once, then says so and clears the fields', async () => {
    signInAs();
    const tus = stubTusServer();
    const api = stubApi({ 'POST /api/videos': { status: 201, body: { success: true, message: 'Video uploaded successfully!' } } });
    const { user } = renderUi(<VideoUploadDialog open onClose={() => undefined} />);
    const dialog = await fillUpload(user);
    tus.hold();

    await user.click(within(dialog).getByRole('button', { name: 'Upload Video' }));

    expect(await within(dialog).findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Title')).toBeDisabled();
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    await vi.waitFor(() => expect(tus.sent('POST')).toHaveLength(1));
    tus.release();

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Video uploaded successfully!');
    const [upload] = tus.uploads.values();
    expect(upload).toMatchObject({ size: VIDEO_BYTES.length, offset: VIDEO_BYTES.length, metadata: { filename: 'pitch.mp4', filetype: 'video/mp4' } });
    expect(tus.requests.every((request) => request.headers.authorization?.startsWith('Bearer '))).toBe(true);
    const [publish] = api.to('POST', '/api/videos');
    expect(publish!.body).toEqual({ title: 'Pitch day', description: 'Our first pitch', uploadId: 'u1' });
    expect(publish!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(api.to('POST', '/api/videos')).toHaveLength(1);
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Upload Video' })).toBeEnabled();
  });

  it('closes 2 seconds after the video is published', async () => {
    signInAs();
    stubTusServer();
    stubApi({ 'POST /api/videos': { status: 201, body: { success: true, message: 'Video uploaded successfully!' } } });
    const onClose = vi.fn();
    const { user } = renderUi(<VideoUploadDialog open onClose={onClose} />);
    const dialog = await fillUpload(user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
    await within(dialog).findByRole('status');
    expect(onClose).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce(), { timeout: 3000 });
  });

  it('offline, waits with the file and says so, then sends it when the network is back', async () => {
    signInAs();
    const tus = stubTusServer();
    stubApi({ 'POST /api/videos': { status: 201, body: { success: true, message: 'Video uploaded successfully!' } } });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderUi(<VideoUploadDialog open onClose={() => undefined} />);
    const dialog = await fillUpload(user);

    await user.click(within(dialog).getByRole('button', { name: 'Upload Video' }));

    expect(await within(dialog).findByText('Paused, waiting for the network (0%)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(tus.requests).toHaveLength(0);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Video uploaded successfully!');
    expect(tus.sent('POST')).toHaveLength(1);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    signInAs();
    const tus = stubTusServer();
    tus.refuseNext('POST', 413, { success: false, message: 'File size exceeds the 50MB limit. Please upload a smaller video.' });
    const { user } = renderUi(<VideoUploadDialog open onClose={() => undefined} />);
    const dialog = await fillUpload(user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Video' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('File size exceeds the 50MB limit. Please upload a smaller video.');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Pitch day');
    expect(within(dialog).getByRole('button', { name: 'Upload Video' })).toBeEnabled();
  });

  it('falls back to the spec’s words when publishing fails without a message', async () => {
    signInAs();
    stubTusServer();
    const api = stubApi({ 'POST /api/videos': { status: 500, body: {} } });
    const { user } = renderUi(<VideoUploadDialog open onClose={() => undefined} />);
    const dialog = await fillUpload(user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Video' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An unexpected error occurred while uploading your video.');
    expect(api.to('POST', '/api/videos')).toHaveLength(1);
  });

  it('says the device is full when the file cannot be kept, and sends nothing', async () => {
    signInAs();
    const tus = stubTusServer();
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { user } = renderUi(<VideoUploadDialog open onClose={() => undefined} />);
    const dialog = await fillUpload(user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Video' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not enough space on this device');
    expect(tus.requests).toHaveLength(0);
  });

  it('names a missing title and video under their fields, focuses the first, and sends nothing', async () => {
    signInAs();
    const tus = stubTusServer();
    const { user } = renderUi(<VideoUploadDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Upload a Video' });

    await user.click(within(dialog).getByRole('button', { name: 'Upload Video' }));

    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(within(dialog).getByRole('button', { name: 'Choose video' })).toHaveAccessibleDescription('MP4, MPEG, MOV or AVI, up to 50 MB Video is required');
    expect(within(dialog).getByLabelText('Description')).not.toHaveAttribute('aria-invalid');
    await user.type(within(dialog).getByLabelText('Title'), 'Pitch day');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
    expect(within(dialog).getByRole('button', { name: 'Choose video' })).toHaveFocus();
    expect(within(dialog).getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(tus.requests).toHaveLength(0);
  });

  it('shows the chosen video as a frame with its name and size', async () => {
    const { user } = renderUi(<VideoUploadDialog open onClose={() => undefined} />);

    await user.upload(screen.getByLabelText('Video'), mp4());

    expect(screen.getByText('pitch.mp4')).toBeInTheDocument();
    expect(screen.getByText('18 bytes')).toBeInTheDocument();
    expect(document.querySelector('video.file-drop-preview')).toHaveAttribute('src', expect.stringMatching(/^blob:.*#t=0\.1$/));
    expect(screen.getByRole('button', { name: 'Remove video' })).toBeInTheDocument();
  });

  it('while uploading, Escape and Back leave the popup open with its Back entry; its Close still closes it', async () => {
    signInAs();
    const tus = stubTusServer();
    stubApi({ 'POST /api/videos': { status: 201, body: { success: true, message: 'Video uploaded successfully!' } } });
    const onClose = vi.fn();
    const { user } = renderUi(<VideoUploadDialog open onClose={onClose} />);
    const dialog = await fillUpload(user);
    expect(dialog.dispatchEvent(new Event('cancel', { cancelable: true }))).toBe(true);
    tus.hold();
    await user.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
    await within(dialog).findByRole('button', { name: 'Uploading...' });
    const entry = window.history.state as Record<string, unknown>;

    expect(fireEvent.keyDown(dialog, { key: 'Escape' })).toBe(false);
    expect(dialog.dispatchEvent(new Event('cancel', { cancelable: true }))).toBe(false);
    window.history.replaceState(null, '');
    window.dispatchEvent(new PopStateEvent('popstate'));

    expect(dialog).toHaveAttribute('open');
    expect(window.history.state).toEqual(entry);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    tus.release();
  });

  it('tells the owner when Close is pressed', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(<VideoUploadDialog open onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('PostDialog', () => {
  it('asks for every field, video included, in the spec’s words, and sends nothing', async () => {
    signInAs();
    const tus = stubTusServer();
    const { user } = renderUi(<PostDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Share Posts about Your Brilliant Idea!' });
    await user.type(within(dialog).getByLabelText('Title'), 'An idea');
    await user.type(within(dialog).getByLabelText('Text'), '   ');

    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Oops! All fields, including video, are required. 🛑');
    expect(within(dialog).getByLabelText('Text')).toHaveFocus();
    expect(within(dialog).getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText('Video')).toHaveAttribute('aria-invalid', 'true');
    expect(tus.requests).toHaveLength(0);
  });
});
