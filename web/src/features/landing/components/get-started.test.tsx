import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guideVideos } from '../data/guide-videos';
import { GetStarted } from './get-started';

describe('GetStarted', () => {
  it('offers six guides that load nothing until played, each on its poster with English captions on', () => {
    const { container } = render(<GetStarted />);
    const videos = container.querySelectorAll('video');
    expect(videos).toHaveLength(6);
    videos.forEach((video, index) => {
      const guide = guideVideos[index]!;
      expect(screen.getByRole('heading', { name: guide.title })).toBeInTheDocument();
      expect(video).toHaveAttribute('preload', 'none');
      expect(video).toHaveAttribute('poster', guide.poster);
      const track = video.querySelector('track');
      expect(track).toHaveAttribute('kind', 'captions');
      expect(track).toHaveAttribute('srclang', 'en');
      expect(track).toHaveAttribute('src', guide.captions);
      expect(track).toHaveAttribute('default');
    });
  });
});
