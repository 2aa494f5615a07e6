import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys, notificationsOptions, notificationsUrl, UnexpectedReplyError } from './notifications-queries';

afterEach(() => {
  vi.unstubAllGlobals();
});

const context = (pageParam: string | null) =>
  ({ pageParam, signal: new AbortController().signal, queryKey: [], meta: undefined, client: undefined, direction: 'forward' }) as never;

function serve(body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'token' ? 't0k' : null) });
  const fetchSpy = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers }));
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

describe('notifications queries', () => {
  it("keys start with 'notifications', the sidebar's count included", () => {
    expect(notificationsOptions().queryKey).toEqual(['notifications', 'list']);
    expect(notificationKeys.unreadCount()).toEqual(['notifications', 'unread-count']);
  });

  it('pages by the cursor', () => {
    expect(notificationsUrl(null)).toBe('/api/Notifications?limit=20');
    expect(notificationsUrl('abc')).toBe('/api/Notifications?limit=20&cursor=abc');
  });

  it('reads the array and the x-next-cursor header', async () => {
    const fetchSpy = serve([{ _id: 'n1' }], { 'x-next-cursor': 'n1' });
    expect(await notificationsOptions().queryFn!(context(null))).toEqual({ notifications: [{ _id: 'n1' }], nextCursor: 'n1' });
    expect(fetchSpy).toHaveBeenCalledWith('/api/Notifications?limit=20', expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer t0k' }) }));
  });

  it('refuses a reply that is not a list', async () => {
    serve({ success: true });
    await expect(notificationsOptions().queryFn!(context(null))).rejects.toBeInstanceOf(UnexpectedReplyError);
  });
});
