import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JUST_READ_MS } from '../../../lib/query-client';
import { blogOptions, commentsOptions, contentUrl, feedOptions, postsOptions, uniqueById, videosOptions } from './content-queries';
import { contentKeys } from '../../../entities/content/content-keys';
import type { BlogReply } from './content-types';
import { NoTokenError } from './list-errors';
import { queryContext, serveJson } from '../../../testing/query-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contentUrl', () => {
  it('adds only the parameters that have a value, encoded', () => {
    expect(contentUrl('/api/userprofile/getvideos', { cursor: null })).toBe('/api/userprofile/getvideos');
    expect(contentUrl('/api/userprofile/getblogs', { kind: 'talk', cursor: 'a/b' })).toBe('/api/userprofile/getblogs?kind=talk&cursor=a%2Fb');
  });
});

describe('query keys', () => {
  it("all start with 'content'", () => {
    expect(feedOptions().queryKey).toEqual(['content', 'feed']);
    expect(videosOptions().queryKey).toEqual(['content', 'videos']);
    expect(postsOptions('blog').queryKey).toEqual(['content', 'posts', 'blog']);
    expect(commentsOptions('v1').queryKey).toEqual(contentKeys.comments('v1'));
    expect(contentKeys.comments('v1')[0]).toBe('content');
  });
});

describe('paging', () => {
  it('asks for another page only while the server gives a cursor', () => {
    const { getNextPageParam } = videosOptions();
    const first = { success: true, message: '', data: [], nextCursor: 'c1' };
    const last = { success: true, message: '', data: [], nextCursor: null };
    expect(getNextPageParam(first, [first], null, [null])).toBe('c1');
    expect(getNextPageParam(last, [first, last], 'c1', [null, 'c1'])).toBeUndefined();
  });
});

describe('uniqueById', () => {
  it('keeps the first of each id, in order', () => {
    expect(uniqueById([{ _id: 'a' }, { _id: 'b' }, { _id: 'a' }, { _id: 'c' }]).map((x) => x._id)).toEqual(['a', 'b', 'c']);
  });
});

describe('list requests', () => {
  it('sends nothing without a token and names the problem', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await expect(videosOptions().queryFn!(queryContext(null))).rejects.toBeInstanceOf(NoTokenError);
    await expect(postsOptions('blog').queryFn!(queryContext(null))).rejects.toThrow('No token found, please log in.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for the kind and the cursor with the bearer token', async () => {
    const fetchSpy = serveJson({ success: true, data: [], nextCursor: null });
    await postsOptions('talk').queryFn!(queryContext('c9'));
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/userprofile/getblogs?kind=talk&cursor=c9');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t0k');
  });

  it('refuses a reply that is not a list', async () => {
    serveJson({ success: false, message: 'Nope' });
    await expect(feedOptions().queryFn!(queryContext(null))).rejects.toThrow('Nope');
  });
});

describe('a blog page', () => {
  const blog: BlogReply['blog'] = {
    _id: 'b1',
    kind: 'blog',
    title: 'Selling first',
    summary: 'Door to door.',
    content: 'We sold before we built.',
    coverImageUrl: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    uploadedBy: { _id: 'u1', verified: false, profiledetails: { Username: 'Asha', profilePic: null } },
    comments: [],
    commentCount: 0,
  };
  const reply = { success: true, blog };
  const open = (queryClient: QueryClient) => {
    const observer = new QueryObserver(queryClient, blogOptions('b1'));
    const unsubscribe = observer.subscribe(() => undefined);
    return () => unsubscribe();
  };

  it('is read once when its route loaded it for this opening', async () => {
    const fetchSpy = serveJson(reply);
    const queryClient = new QueryClient();
    await queryClient.ensureQueryData(blogOptions('b1'));
    const close = open(queryClient);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    close();
  });

  it("is asked again when the copy is not the one just read (the device's, or an earlier opening's)", async () => {
    const fetchSpy = serveJson(reply);
    const queryClient = new QueryClient();
    queryClient.setQueryData(blogOptions('b1').queryKey, blog, { updatedAt: Date.now() - JUST_READ_MS });
    const close = open(queryClient);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    close();
  });
});
