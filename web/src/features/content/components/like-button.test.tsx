import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { heldReply, stubApi } from '../../../testing/api-stub';
import { renderUi, signInAs } from '../../../testing/render-ui';
import type { Video } from '../api/content-types';
import { LikeButton } from './like-button';

const video = (changes: Partial<Video> = {}): Video => ({
  _id: 'v1',
  title: 'Pitch day',
  description: 'Our first pitch',
  videoUrl: '/uploads/v1.mp4',
  posterUrl: null,
  likes: 4,
  userHasLiked: false,
  commentCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  uploadedBy: { _id: 'u1', verified: false, profiledetails: { Username: 'Asha', profilePic: null } },
  ...changes,
});

describe('LikeButton', () => {
  it('shows the like at once, then the count the server returns', async () => {
    signInAs();
    const reply = heldReply({ body: { success: true, likes: 9, userHasLiked: true } });
    const api = stubApi({ 'POST /api/videos/like': reply.route });
    const { user } = renderUi(<LikeButton video={video()} />);
    expect(screen.getByText('4 likes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Like' }));

    expect(screen.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.to('POST', '/api/videos/like')[0]?.body).toEqual({ videoId: 'v1', liked: true }));
    reply.release();
    expect(await screen.findByText('9 likes')).toBeInTheDocument();
  });

  it('words a single like in the singular', async () => {
    signInAs();
    stubApi({ 'POST /api/videos/like': { body: { success: true, likes: 1, userHasLiked: true } } });
    const { user } = renderUi(<LikeButton video={video({ likes: 0 })} />);
    expect(screen.getByText('0 likes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Like' }));

    expect(await screen.findByText('1 like')).toBeInTheDocument();
  });

  it('unlikes a liked video', async () => {
    signInAs();
    const api = stubApi({ 'POST /api/videos/like': { body: { success: true, likes: 3, userHasLiked: false } } });
    const { user } = renderUi(<LikeButton video={video({ userHasLiked: true })} />);

    await user.click(screen.getByRole('button', { name: 'Unlike' }));

    expect(await screen.findByText('3 likes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.to('POST', '/api/videos/like')[0]?.body).toEqual({ videoId: 'v1', liked: false });
  });

  it('goes back to what the server has when the like is refused, and only logs it (spec §8)', async () => {
    signInAs();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reply = heldReply({ status: 500, body: { message: 'Database unavailable' } });
    stubApi({ 'POST /api/videos/like': reply.route });
    const { user } = renderUi(<LikeButton video={video()} />);

    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(screen.getByRole('button', { name: 'Unlike' })).toBeInTheDocument();
    reply.release();

    expect(await screen.findByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('4 likes')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Like failed', expect.anything());
  });

  it('sends only the last of quick clicks once the first is answered', async () => {
    signInAs();
    const first = heldReply({ body: { success: true, likes: 5, userHasLiked: true } });
    const api = stubApi({
      'POST /api/videos/like': (request) =>
        (request.body as { liked: boolean }).liked ? first.route() : { body: { success: true, likes: 4, userHasLiked: false } },
    });
    const { user } = renderUi(<LikeButton video={video()} />);

    await user.click(screen.getByRole('button', { name: 'Like' }));
    await user.click(screen.getByRole('button', { name: 'Unlike' }));
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await user.click(screen.getByRole('button', { name: 'Unlike' }));
    first.release();

    expect(await screen.findByText('4 likes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(api.to('POST', '/api/videos/like').map((request) => (request.body as { liked: boolean }).liked)).toEqual([true, false]);
  });

  it('offline, shows the like with its count as pending and sends nothing yet', async () => {
    signInAs('offline-liker');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = stubApi({});
    const { user } = renderUi(<LikeButton video={video()} />);

    await user.click(screen.getByRole('button', { name: 'Like' }));

    expect(await screen.findByTitle('Waiting to sync')).toHaveTextContent('Pending');
    expect(screen.getByRole('button', { name: 'Unlike' })).toBeInTheDocument();
    expect(screen.getByText('5 likes')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });
});
