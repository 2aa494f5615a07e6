import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderUi, signInAs } from '../../../testing/render-ui';
import { TalkComposer } from './talk-composer';

function openComposer() {
  signInAs('me');
  return renderUi(<TalkComposer />);
}

describe('TalkComposer', () => {
  it('posts the trimmed talk and clears the box', async () => {
    const api = stubApi({ 'POST /api/userprofile/addTalks': { status: 201, body: { success: true, message: 'Talk added' } } });
    const { user } = openComposer();

    await user.type(screen.getByPlaceholderText("What's on your mind?"), '  Looking for a design co-founder  ');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(screen.getByLabelText('Talk')).toHaveValue(''));
    expect(api.to('POST', '/api/userprofile/addTalks')[0]?.body).toEqual({ title: 'Looking for a design co-founder' });
  });

  it('does not post a blank or whitespace-only talk (spec §5)', async () => {
    const api = stubApi({});
    const { user } = openComposer();

    await user.type(screen.getByLabelText('Talk'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(api.sent).toHaveLength(0);
  });

  it('keeps the text when the talk was not posted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'POST /api/userprofile/addTalks': { status: 400, body: { message: 'Too long' } } });
    const { user } = openComposer();

    await user.type(screen.getByLabelText('Talk'), 'Hello founders');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your talk was not posted. Please try again.');
    expect(screen.getByLabelText('Talk')).toHaveValue('Hello founders');
  });

  it('shows a counter near the limit and refuses a talk over it, naming the limit, without cutting it', async () => {
    const api = stubApi({});
    const { user } = openComposer();
    const box = screen.getByLabelText('Talk');

    fireEvent.change(box, { target: { value: 'x'.repeat(1850) } });
    expect(screen.getByText('1,850 / 2,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();

    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    expect(box).toHaveValue('x'.repeat(2001));
    expect(screen.getByText('2,001 / 2,000')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Talks can be at most 2,000 characters.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    fireEvent.submit(box.closest('form')!);
    expect(api.sent).toHaveLength(0);

    await user.type(box, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
  });
});
