import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { heldReply, stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { commentsToggleText, VideoComments } from './video-comments';

const comment = (id: string, text: string, Username?: string) => ({
  _id: id,
  text,
  createdAt: '2026-11-01T00:00:00.000Z',
  commentedBy: { _id: `u-${id}`, profiledetails: Username ? { Username } : {} },
});

describe('VideoComments', () => {
  it('loads a video’s comments once the Comments toggle opens them', async () => {
    signInAs();
    const api = stubApi({ 'GET /api/commentget/v1': { body: { comments: [comment('c1', 'Great pitch!', 'Asha'), comment('c2', 'Nice')] } } });
    const { user } = await renderAtUrl(<VideoComments videoId="v1" />);
    expect(api.to('GET', '/api/commentget/v1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Comments' }));

    expect(await screen.findByText('Great pitch!')).toBeInTheDocument();
    expect(screen.getByText('Asha')).toBeInTheDocument();
    expect(screen.getByText('Unknown User')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comments (2)' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows what was proven about a commenter beside their name', async () => {
    signInAs();
    const badge = { kind: 'investor', label: 'Verified investor · SEBI-registered' };
    const badged = { ...comment('c1', 'Send me your deck', 'Meera'), commentedBy: { _id: 'u-meera', verified: true, badges: [badge], profiledetails: { Username: 'Meera' } } };
    stubApi({ 'GET /api/commentget/v1': { body: { comments: [badged, comment('c2', 'Nice', 'Ravi')] } } });
    const { user } = await renderAtUrl(<VideoComments videoId="v1" />);

    await user.click(screen.getByRole('button', { name: 'Comments' }));

    const [meera, ravi] = await screen.findAllByRole('listitem');
    expect(within(meera!).getByText('Verified investor · SEBI-registered')).toBeInTheDocument();
    expect(within(ravi!).queryByText(/Verified/)).not.toBeInTheDocument();
  });

  it('shows the count on the toggle and reads the comments oldest first, each with its time', async () => {
    signInAs();
    const newestFirst = [comment('0c3', 'Third'), comment('0c2', 'Second'), comment('0c1', 'First')];
    stubApi({ 'GET /api/commentget/v1': { body: { comments: newestFirst } } });
    const { user } = await renderAtUrl(<VideoComments videoId="v1" commentCount={3} />);

    await user.click(screen.getByRole('button', { name: 'Comments (3)' }));

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.content-comment-text')?.textContent)).toEqual(['First', 'Second', 'Third']);
    const time = items[0]!.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-11-01T00:00:00.000Z');
    expect(time?.getAttribute('title')).toMatch(/1 Nov 2026/);
  });

  it.each([
    [undefined, 'Comments'],
    [0, 'Comments (0)'],
    [99, 'Comments (99)'],
    [100, 'Comments (100+)'],
  ])('words a count of %s as %s', (count, text) => {
    expect(commentsToggleText(count)).toBe(text);
  });

  it('posts a comment, clears the input and shows the reloaded comments', async () => {
    signInAs();
    let comments = [comment('c1', 'First')];
    const api = stubApi({
      'GET /api/commentget/v1': () => ({ body: { comments } }),
      'POST /api/videos/comments': (request) => {
        comments = [...comments, comment('c2', (request.body as { text: string }).text, 'Me')];
        return { status: 201, body: { success: true } };
      },
    });
    const { user } = await renderAtUrl(<VideoComments videoId="v1" />);

    await user.type(screen.getByLabelText('Add a comment'), '  Loved the demo  ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    expect(await screen.findByText('Loved the demo')).toBeInTheDocument();
    expect(api.to('POST', '/api/videos/comments')[0]?.body).toEqual({ text: 'Loved the demo', videoId: 'v1' });
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');
  });

  it('ignores a blank comment (spec §5)', async () => {
    signInAs();
    const api = stubApi({});
    const { user } = await renderAtUrl(<VideoComments videoId="v1" />);

    await user.type(screen.getByLabelText('Add a comment'), '    ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    expect(api.to('POST', '/api/videos/comments')).toHaveLength(0);
  });

  it('keeps the text and says the comment was not posted when the server refuses it', async () => {
    signInAs();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reply = heldReply({ status: 400, body: { message: 'Comment text is too long' } });
    stubApi({ 'POST /api/videos/comments': reply.route });
    const { user } = await renderAtUrl(<VideoComments videoId="v1" />);

    await user.type(screen.getByLabelText('Add a comment'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(screen.getByRole('button', { name: 'Comment' })).toBeDisabled();
    reply.release();

    expect(await screen.findByRole('alert')).toHaveTextContent('Your comment was not posted. Please try again.');
    expect(screen.getByLabelText('Add a comment')).toHaveValue('Hello');
    expect(screen.getByRole('button', { name: 'Comment' })).toBeEnabled();
  });

  it('offline, keeps the comment as waiting to sync and sends nothing yet', async () => {
    signInAs('offline-commenter');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = stubApi({ 'GET /api/commentget/v1': 'network-error' });
    const { user } = await renderAtUrl(<VideoComments videoId="v1" />);

    await user.type(screen.getByLabelText('Add a comment'), 'Written on the train');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    const waiting = await screen.findByRole('list', { name: 'Comments waiting to sync' });
    expect(within(waiting).getByText('Written on the train')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');
    expect(api.to('POST', '/api/videos/comments')).toHaveLength(0);
  });
});
