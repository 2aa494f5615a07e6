import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from '../../../components/avatar';
import { Icon } from '../../../components/icon';
import { InstallAppButton } from '../../../components/install-app-button';
import { currentUserQueryOptions } from '../../../entities/session/current-user';
import { getSession } from '../../../lib/session';
import { signOut } from '../../../entities/session/session-lifecycle';
import { useUnreadCounts } from '../hooks/use-unread-counts';
import { isCurrentLink, sidebarLinksFor } from '../sidebar-links';
import { HustlerMenus } from './hustler-menus';
import { SidebarBrand } from './sidebar-brand';
import { SidebarLink } from './sidebar-link';
import { UnreadBadge } from './unread-badge';

/**
 * The signed-in user's sidebar for their role (spec §2), the page's banner. On phones the links fold
 * behind a Menu button; Escape folds them again and gives the focus back to the button.
 */
export function Sidebar({ onCreate }: { onCreate: (kind: 'video' | 'blog') => void }) {
  const role = getSession()?.role ?? '';
  const user = useQuery(currentUserQueryOptions());
  const [open, setOpen] = useState(false);
  const unread = useUnreadCounts();
  const name = user.data?.profiledetails.Username || user.data?.email?.split('@')[0] || 'You';
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sidebar">
      <nav aria-label="Main">
        <div className="sidebar-top">
          <SidebarBrand />
          <button ref={toggleRef} type="button" className="sidebar-toggle" aria-expanded={open} aria-controls="sidebar-menu" onClick={() => setOpen(!open)}>
            Menu
            {/* On phones the links are folded away; the toggle tells that something is waiting. */}
            <UnreadBadge count={unread.messages + unread.notifications} />
          </button>
        </div>
        <ul id="sidebar-menu" className={open ? 'sidebar-menu open' : 'sidebar-menu'} onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}>
          {role.toLowerCase() === 'hustler' && (
            // The menu stays open behind a popup, so closing the popup gives the focus back to its button.
            <HustlerMenus onCreate={onCreate} pathname={pathname} />
          )}
          {sidebarLinksFor(role).map((link) => (
            <li key={link.label}>
              <SidebarLink to={link.to} current={isCurrentLink(link, pathname)}>
                {link.withPicture ? <Avatar src={user.data?.profiledetails.profilePic} name={name} size={24} decorative /> : <Icon name={link.icon} />}
                {link.label}
                {link.badge && <UnreadBadge count={unread[link.badge]} />}
              </SidebarLink>
            </li>
          ))}
          {user.data?.moderator && (
            <li>
              <SidebarLink to="/moderation" current={isCurrentLink({ to: '/moderation' }, pathname)}>
                <Icon name="shield" />
                Moderation
              </SidebarLink>
            </li>
          )}
          <InstallAppButton className="sidebar-item" />
          <li>
            <button type="button" className="sidebar-item" onClick={() => void signOut()}>
              <Icon name="signOut" />
              Sign Out
            </button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
