import { badgeText } from '../../../entities/notification/unread-counts';

/**
 * The count beside a sidebar link, read out after the link's words as 'Messages (2 unread)'. The
 * links are flex boxes, so assistive technology puts a space between the parts: hence no comma.
 */
export function UnreadBadge({ count }: { count: number }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <>
      <span className="sidebar-sr-only">({text} unread)</span>
      <span className="sidebar-badge" aria-hidden="true">
        {text}
      </span>
    </>
  );
}
