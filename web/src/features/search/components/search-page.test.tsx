import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type SentRequest } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { SearchPage } from './search-page';

const uploader = { _id: 'u9', verified: false, profiledetails: { Username: 'Ravi', profilePic: null } };
const talk = (n: number) => ({ _id: `t${n}`, title: `Pricing talk ${n}`, createdAt: '', posterUrl: null, uploadedBy: uploader });
const none = { people: [], videos: [], blogs: [], talks: [] };

/** Six talks, two a page for ?kind=talks; the overview shows five with a cursor for more. */
function search(request: SentRequest) {
  const cursors = { people: null, videos: null, blogs: null, talks: null };
  if (request.search.get('kind') === 'talks') {
    const from = Number(request.search.get('cursor') ?? 0);
    const next = from + 2 < 6 ? String(from + 2) : null;
    return { body: { success: true, ...none, talks: [talk(from + 1), talk(from + 2)], nextCursors: { ...cursors, talks: next } } };
  }
  return {
    body: {
      success: true,
      ...none,
      people: [{ _id: 'p1', role: 'Cofounder', verified: true, profiledetails: { Username: 'Asha Pricing', profilePic: null } }],
      talks: [1, 2, 3, 4, 5].map(talk),
      nextCursors: { ...cursors, talks: '5' },
    },
  };
}

describe('SearchPage', () => {
  it('shows each kind with its results, and See all where there are more', async () => {
    signInAs();
    stubApi({ 'GET /api/search': search });
    await renderAtUrl(<SearchPage q="pricing" />, '/search?q=pricing');
    const people = await screen.findByRole('region', { name: 'People' });
    expect(within(people).getByRole('link', { name: /Asha Pricing/ })).toHaveAttribute('href', '/people/p1');
    expect(within(people).queryByRole('link', { name: /See all/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Videos' })).getByText('No videos found.')).toBeInTheDocument();
    const talks = screen.getByRole('region', { name: 'Talks' });
    expect(within(talks).getAllByRole('listitem')).toHaveLength(5);
    expect(within(talks).getByRole('link', { name: 'See all talks' })).toHaveAttribute('href', '/search?q=pricing&kind=talks');
  });

  it("lists one kind page by page with 'Load more'", async () => {
    signInAs();
    const api = stubApi({ 'GET /api/search': search });
    const { user } = await renderAtUrl(<SearchPage q="pricing" kind="talks" />, '/search?q=pricing&kind=talks');
    const talks = await screen.findByRole('region', { name: 'Talks' });
    await waitFor(() => expect(within(talks).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(talks).getAllByRole('listitem')).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(talks).getAllByRole('listitem')).toHaveLength(6));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.to('GET', '/api/search').map((request) => request.search.get('cursor'))).toEqual([null, '2', '4']);
  });
});
