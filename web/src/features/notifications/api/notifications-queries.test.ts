import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsOptions, notificationsUrl, UnexpectedReplyError } from './notifications-queries';
import { notificationKeys } from '../../../entities/notification/notification-keys';
import { queryContext, serveJson } from '../../../testing/query-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

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
    const fetchSpy = serveJson([{ _id: 'n1' }], { 'x-next-cursor': 'n1' });
    expect(await notificationsOptions().queryFn!(queryContext(null))).toEqual({ notifications: [{ _id: 'n1' }], nextCursor: 'n1' });
    expect(fetchSpy).toHaveBeenCalledWith('/api/Notifications?limit=20', expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer t0k' }) }));
  });

  it('refuses a reply that is not a list', async () => {
    serveJson({ success: true });
    await expect(notificationsOptions().queryFn!(queryContext(null))).rejects.toBeInstanceOf(UnexpectedReplyError);
  });
});
