import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { chatListOptions, chatUrl, historyOptions, shouldRetry, UnexpectedReplyError, usersOptions } from './chat-queries';
import { chatKeys } from '../../../entities/message/chat-keys';
import { queryContext, serveJson } from '../../../testing/query-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chat query keys', () => {
  it("all start with 'chat', the sidebar's count included", () => {
    expect(usersOptions().queryKey).toEqual(['chat', 'users']);
    expect(chatListOptions().queryKey).toEqual(['chat', 'list']);
    expect(historyOptions('u1').queryKey).toEqual(['chat', 'history', 'u1']);
    expect(chatKeys.unreadCount()).toEqual(['chat', 'unread-count']);
  });
});

describe('chatUrl', () => {
  it('adds the parameters that have a value, encoded', () => {
    expect(chatUrl('/api/users', { limit: 20, cursor: null })).toBe('/api/users?limit=20');
    expect(chatUrl('/api/messages/a%2Fb', { limit: 30, cursor: 'c/1' })).toBe('/api/messages/a%2Fb?limit=30&cursor=c%2F1');
  });
});

describe('list requests', () => {
  it('reads the users array and the next cursor from the x-next-cursor header', async () => {
    const fetchSpy = serveJson([{ _id: 'a' }], { 'x-next-cursor': 'abc' });
    const page = await usersOptions().queryFn!(queryContext('c0'));
    expect(page).toEqual({ users: [{ _id: 'a' }], nextCursor: 'abc' });
    expect(fetchSpy).toHaveBeenCalledWith('/api/users?limit=20&cursor=c0', expect.objectContaining({ method: 'GET' }));
  });

  it("says 'Unexpected response format' when the users reply is not an array", async () => {
    serveJson({ users: [] });
    await expect(usersOptions().queryFn!(queryContext(null))).rejects.toBeInstanceOf(UnexpectedReplyError);
  });

  it('asks for the older history page with the cursor and knows when there is none', async () => {
    const fetchSpy = serveJson([{ _id: 'm1' }]);
    const page = await historyOptions('u 1').queryFn!(queryContext('c9'));
    expect(page).toEqual({ messages: [{ _id: 'm1' }], nextCursor: null });
    expect(fetchSpy).toHaveBeenCalledWith('/api/messages/u%201?limit=30&cursor=c9', expect.anything());
    const { getNextPageParam } = historyOptions('u1');
    expect(getNextPageParam(page, [page], null, [null])).toBeUndefined();
    expect(getNextPageParam({ messages: [], nextCursor: 'older' }, [page], null, [null])).toBe('older');
  });
});

describe('shouldRetry', () => {
  it('retries only what asking again might fix', () => {
    expect(shouldRetry(0, new UnexpectedReplyError())).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'User not found', null))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, '', null))).toBe(true);
    expect(shouldRetry(2, new TypeError('x'))).toBe(false);
  });
});
