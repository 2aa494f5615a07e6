import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { articles } from '../data/articles';
import { FeaturedArticles } from './featured-articles';

const FIRST = articles[0]!;

describe('FeaturedArticles', () => {
  it('shows the nine articles, each as a 100-character preview (spec §9)', () => {
    render(<FeaturedArticles />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(9);
    const preview = within(cards[0]!).getByText((text) => text.endsWith('...'));
    expect(preview.textContent).toBe(`${Array.from(FIRST.description).slice(0, 100).join('')}...`);
  });

  it('opens the article in Article Details with Read More, and Close gives the focus back', async () => {
    const user = userEvent.setup();
    render(<FeaturedArticles />);
    expect(screen.queryByRole('heading', { name: 'Article Details' })).not.toBeInTheDocument();
    const readMore = within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Read More' });

    await user.click(readMore);

    const modal = screen.getByRole('dialog', { name: 'Article Details' });
    expect(modal).toHaveAttribute('open');
    expect(within(modal).getByRole('heading', { name: FIRST.title })).toBeInTheDocument();
    // The footer's spec'd 'Close' (the corner × is named Close too).
    const close = within(modal).getByText('Close', { selector: 'button' });
    expect(close).toHaveFocus();

    await user.click(close);

    expect(modal).not.toHaveAttribute('open');
    expect(within(modal).queryByRole('heading', { name: FIRST.title })).not.toBeInTheDocument();
    expect(readMore).toHaveFocus();
  });
});
