import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, signInAs } from '../../../testing/render-ui';
import { stubUploads } from '../../../testing/upload-stub';
import { PostDialog, VideoUploadDialog } from './video-dialogs';

const mp4 = () => new File(['not really a video'], 'pitch.mp4', { type: 'video/mp4' });

async function fillUpload(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: 'Upload a Video' });
  await user.type(within(dialog).getByLabelText('Title'), 'Pitch day');
  await user.type(within(dialog).getByLabelText('Description'), 'Our first pitch');
  await user.upload(within(dialog).getByLabelText('Video'), mp4());
  return dialog;
}

describe('VideoUploadDialog', () => {
  it('refuses a file that is not a video with the spec’s words, and clears the input', async () => {
    signInAs();
    const uploads = stubUploads();
    renderUi(<VideoUploadDialog open onClose={() => undefined} />);
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText<HTMLInputElement>('Video');

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type! Please upload a valid video format.');
    expect(input.value).toBe('');
    expect(uploads.sent).toHaveLength(0);
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

  it('is busy while uploading, then says so and clears the fields', async () => {
    signInAs();
    const uploads = stubUploads();
    const { user } = renderUi(<VideoUploadDialog open onClose={() => undefined} />);
    const dialog = await fillUpload(user);

    await user.click(within(dialog).getByRole('button', { name: 'Upload Video' }));

    const busy = within(dialog).getByRole('button', { name: 'Uploading...' });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByLabelText('Title')).toBeDisabled();
    const upload = await uploads.started(0);
    expect(upload.url).toBe('/api/userprofile/addvideo');
    expect(upload.form.get('title')).toBe('Pitch day');
    expect(upload.form.get('description')).toBe('Our first pitch');
    expect((upload.form.get('video') as File).name).toBe('pitch.mp4');
    upload.progress(40, 100);
    expect(await within(dialog).findByText('40%')).toBeInTheDocument();

    upload.answer(201, { message: 'Video uploaded successfully' });

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Video uploaded successfully');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Upload Video' })).toBeEnabled();
  });

  it('shows the server’s error and keeps what was typed when the upload is refused', async () => {
    signInAs();
    const uploads = stubUploads();
    const { user } = renderUi(<VideoUploadDialog open onClose={() => undefined} />);
    const dialog = await fillUpload(user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Video' }));

    (await uploads.started(0)).answer(400, { error: 'Video title is too long' });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Video title is too long');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Pitch day');
  });

  it('falls back to the spec’s words when a failure carries no error', async () => {
    signInAs();
    const uploads = stubUploads();
    const { user } = renderUi(<VideoUploadDialog open onClose={() => undefined} />);
    const dialog = await fillUpload(user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Video' }));

    (await uploads.started(0)).answer(500, {});

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An unexpected error occurred while uploading your video.');
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
    const uploads = stubUploads();
    const { user } = renderUi(<PostDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Share Posts about Your Brilliant Idea!' });
    await user.type(within(dialog).getByLabelText('Title'), 'An idea');
    await user.type(within(dialog).getByLabelText('Text'), '   ');

    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Oops! All fields, including video, are required. 🛑');
    expect(uploads.sent).toHaveLength(0);
  });
});
