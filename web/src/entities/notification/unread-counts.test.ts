import { describe, expect, it } from 'vitest';
import { badgeText, countOf, unreadCountKeys, unreadCountOptions } from './unread-counts';

describe('unread counts', () => {
  it("sit under the chat and notifications keys, so the features' invalidations reach them", () => {
    expect(unreadCountOptions('messages').queryKey).toEqual(['chat', 'unread-count']);
    expect(unreadCountOptions('notifications').queryKey).toEqual(unreadCountKeys.notifications);
    expect(unreadCountKeys.notifications[0]).toBe('notifications');
  });

  it('reads the count from the reply, and 0 from anything odd', () => {
    expect(countOf({ success: true, count: 3 })).toBe(3);
    expect(countOf({ success: true, count: -1 })).toBe(0);
    expect(countOf({ success: true, count: '3' })).toBe(0);
    expect(countOf(null)).toBe(0);
  });

  it('shows no badge at 0 and caps it at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    // The server's counts stop at 100, meaning 100 or more.
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(120)).toBe('99+');
  });
});
