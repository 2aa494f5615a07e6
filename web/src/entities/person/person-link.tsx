import type { MouseEvent, ReactNode } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import './person-link.css';

/** A person's avatar or name, leading to their profile (`/people/<id>`). */
export function PersonLink({ userId, children, className, label }: { userId: string; children: ReactNode; className?: string; label?: string }) {
  return (
    <Link to="/people/$userId" params={{ userId }} className={className ?? 'person-link'} aria-label={label}>
      {children}
    </Link>
  );
}

/** A link to an app path given whole (with its query or hash), followed inside the app without a full load. */
export function PathLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (modified || event.defaultPrevented) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} className={className} onClick={follow}>
      {children}
    </a>
  );
}

/** A link that opens the chat with a person (`/messages?with=<id>`). */
export function MessageLink({ userId, children = 'Message', className }: { userId: string; children?: ReactNode; className?: string }) {
  return (
    <PathLink href={messagesPath(userId)} className={className}>
      {children}
    </PathLink>
  );
}

/** The chat with a person: the address a Message button links to. */
export function messagesPath(userId: string): string {
  return `/messages?with=${encodeURIComponent(userId)}`;
}
