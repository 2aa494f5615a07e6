import { useQuery } from '@tanstack/react-query';
import { useBackgroundEffect } from '../../lib/use-background-effect';
import { badgeText, unreadCountOptions } from './unread-counts';

const PREFIX = /^\(\d+\+?\) /;

/** `title` with the unread count in front, '(3) StartupSetu', or without any at 0. */
export function withUnreadCount(title: string, total: number): string {
  const bare = title.replace(PREFIX, '');
  const text = badgeText(total);
  return text ? `(${text}) ${bare}` : bare;
}

type BadgingNavigator = Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** The installed app's badge: the count, or none. */
export function showAppBadge(total: number, badging: BadgingNavigator = navigator): void {
  const done = total > 0 ? badging.setAppBadge?.(total) : badging.clearAppBadge?.();
  done?.catch(() => undefined);
}

/**
 * The signed-in app's unread notifications and messages in the tab title and on the installed
 * app's icon (DESIGN §6.6), kept as they change and as pages set their own titles; both go when
 * the user signs out.
 */
export function useUnreadBadge(): void {
  const notifications = useQuery(unreadCountOptions('notifications')).data ?? 0;
  const messages = useQuery(unreadCountOptions('messages')).data ?? 0;
  const total = notifications + messages;

  useBackgroundEffect(() => {
    const apply = () => {
      const titled = withUnreadCount(document.title, total);
      if (document.title !== titled) document.title = titled;
    };
    apply();
    showAppBadge(total);
    const title = document.querySelector('title');
    const observer = title ? new MutationObserver(apply) : undefined;
    if (title) observer?.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer?.disconnect();
      document.title = withUnreadCount(document.title, 0);
      showAppBadge(0);
    };
  }, [total]);
}
