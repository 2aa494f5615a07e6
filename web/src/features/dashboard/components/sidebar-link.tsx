import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';

/** A sidebar entry; the current page's is marked for the eye and for screen readers. */
export function SidebarLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={current ? 'sidebar-item active' : 'sidebar-item'} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
