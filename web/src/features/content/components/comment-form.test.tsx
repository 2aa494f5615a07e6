import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { renderUi } from '../../../testing/render-ui';
import { CommentForm } from './comment-form';

describe('CommentForm', () => {
  it('sends the trimmed comment and clears the box', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { user } = renderUi(<CommentForm onSubmit={send} />);

    await user.type(screen.getByLabelText('Add a comment'), '  Great pitch  ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    await waitFor(() => expect(screen.getByLabelText('Add a comment')).toHaveValue(''));
    expect(send).toHaveBeenCalledWith('Great pitch');
  });

  // MAX_COMMENT_LENGTH, the servers' limit, is 1,000.
  it('shows a counter near the limit and refuses a comment over it, naming the limit, without cutting it', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { user } = renderUi(<CommentForm onSubmit={send} />);
    const box = screen.getByLabelText('Add a comment');

    fireEvent.change(box, { target: { value: 'x'.repeat(900) } });
    expect(screen.getByText('900 / 1,000')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('900 / 1,000');
    expect(screen.getByRole('button', { name: 'Comment' })).toBeEnabled();

    fireEvent.change(box, { target: { value: 'x'.repeat(1001) } });
    expect(box).toHaveValue('x'.repeat(1001));
    expect(screen.getByRole('alert')).toHaveTextContent('Comments can be at most 1,000 characters.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Comment' })).toBeDisabled();
    fireEvent.submit(box.closest('form')!);
    expect(send).not.toHaveBeenCalled();

    // Back within the limit, it goes.
    await user.type(box, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(send).toHaveBeenCalledWith('x'.repeat(MAX_COMMENT_LENGTH));
  });
});
