import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { BlogPage } from './blog-page';

const blog = {
  _id: 'b1',
  kind: 'blog',
  title: 'How we found our first customers',
  summary: 'Door to door.',
  content: Array.from({ length: 450 }, (_, i) => `word${i}`).join(' '),
  coverImageUrl: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  uploadedBy: { _id: 'u1', verified: false, profiledetails: { Username: 'Asha', profilePic: null } },
  comments: [],
  commentCount: 0,
};

describe('BlogPage', () => {
  it('shows the whole blog with its author (to their profile), time and reading time', async () => {
    signInAs('reader');
    stubApi({ 'GET /api/blogs/b1': { body: { success: true, blog } } });
    await renderAtUrl(<BlogPage blogId="b1" />);

    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Asha' })).toHaveAttribute('href', '/people/u1');
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    expect(document.querySelector('time')).toHaveAttribute('dateTime', blog.createdAt);
    expect(screen.getByText(/word449$/)).toBeInTheDocument();
  });

  it('says clearly when the blog is not there (removed, or out of sight)', async () => {
    signInAs('reader');
    stubApi({ 'GET /api/blogs/gone': { status: 404, body: { success: false, message: 'Blog not found' } } });
    await renderAtUrl(<BlogPage blogId="gone" />);

    expect(await screen.findByRole('heading', { name: 'Blog not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });
});
