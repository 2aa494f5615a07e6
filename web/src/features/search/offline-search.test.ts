import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { searchOnDevice } from './offline-search';

const uploader = { _id: 'u9', verified: false, profiledetails: { Username: 'Ravi', profilePic: null } };
const person = (id: string, Username: string) => ({ _id: id, role: 'Hustler', verified: false, profiledetails: { Username, profilePic: null } });
const video = (id: string, title: string) => ({ _id: id, title, description: '', videoUrl: `/media/${id}.mp4`, posterUrl: null, likes: 0, userHasLiked: false, createdAt: '', uploadedBy: uploader });
const post = (id: string, kind: 'blog' | 'talk', title: string) => ({ _id: id, kind, title, summary: '', content: '', coverImageUrl: null, createdAt: '', uploadedBy: uploader, comments: [], commentCount: 0 });

describe('searchOnDevice', () => {
  it('finds people by name and content by title, in any case, in every saved list, once each, newest first', () => {
    const client = new QueryClient();
    client.setQueryData(['discovery', 'hustler'], { pages: [{ data: [person('p1', 'Asha Quasar'), person('p2', 'Meera')] }], pageParams: [null] });
    client.setQueryData(['people', 'p1'], person('p1', 'Asha Quasar'));
    client.setQueryData(['content', 'videos'], { pages: [{ data: [video('v1', 'Quasar pitch'), video('v2', 'Other')] }], pageParams: [null] });
    client.setQueryData(['content', 'feed'], { pages: [{ data: { videos: [video('v3', 'QUASAR demo')], blogs: [post('b1', 'blog', 'quasar notes')] } }], pageParams: [null] });
    client.setQueryData(['content', 'posts', 'talk'], { pages: [{ data: [post('t1', 'talk', 'Ask about quasar')] }], pageParams: [null] });
    // Not searched: the user's own card, and replies outside the saved features.
    client.setQueryData(['users', 'me', 'me'], { ...person('me', 'Quasar Me'), email: 'me@example.com' });
    client.setQueryData(['search', 'quasar'], { people: [person('x', 'Quasar elsewhere')] });

    const found = searchOnDevice(client, ' Quasar ', 'me');
    expect(found.people.map((p) => p._id)).toEqual(['p1']);
    expect(found.videos.map((v) => v.title)).toEqual(['QUASAR demo', 'Quasar pitch']);
    expect(found.blogs.map((b) => b.title)).toEqual(['quasar notes']);
    expect(found.talks).toEqual([{ _id: 't1', title: 'Ask about quasar', createdAt: '', posterUrl: null, uploadedBy: uploader }]);
  });

  it('finds nothing in an empty cache', () => {
    expect(searchOnDevice(new QueryClient(), 'anything', 'me')).toEqual({ people: [], videos: [], blogs: [], talks: [] });
  });
});
