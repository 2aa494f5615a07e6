import { describe, expect, it, vi } from 'vitest';
import { showAppBadge, withUnreadCount } from './unread-badge';

describe('the unread count in the tab title and on the app icon', () => {
  it('puts the count in front of the title, replaces an older one, and takes it away at 0', () => {
    expect(withUnreadCount('StartupSetu', 3)).toBe('(3) StartupSetu');
    expect(withUnreadCount('(3) About · StartupSetu', 12)).toBe('(12) About · StartupSetu');
    expect(withUnreadCount('(99+) StartupSetu', 0)).toBe('StartupSetu');
    expect(withUnreadCount('StartupSetu', 250)).toBe('(99+) StartupSetu');
  });

  it('sets the badge to the count and clears it at 0, where the browser has badges', () => {
    const badging = { setAppBadge: vi.fn(async () => undefined), clearAppBadge: vi.fn(async () => undefined) };
    showAppBadge(4, badging as unknown as Navigator);
    showAppBadge(0, badging as unknown as Navigator);
    expect(badging.setAppBadge).toHaveBeenCalledExactlyOnceWith(4);
    expect(badging.clearAppBadge).toHaveBeenCalledOnce();
    expect(() => showAppBadge(2, {} as Navigator)).not.toThrow();
  });
});
