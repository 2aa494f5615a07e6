import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi, signInAs } from '../../../testing/render-ui';
import { VideoPlayer } from './video-player';

describe('VideoPlayer', () => {
  it("shows the video's poster until play is pressed, and the player keeps it", async () => {
    signInAs();
    const { container, user } = renderUi(<VideoPlayer src="/media/v1.mp4" title="Pitch day" poster="/media/p1.jpg" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/p1.jpg');
    await user.click(screen.getByRole('button', { name: 'Play Pitch day' }));
    const player = screen.getByLabelText('Pitch day');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('poster', '/media/p1.jpg');
  });

  it('is a dark frame without a poster', () => {
    signInAs();
    const { container } = renderUi(<VideoPlayer src="/media/v1.mp4" title="Pitch day" poster={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play Pitch day' })).toBeInTheDocument();
  });
});
