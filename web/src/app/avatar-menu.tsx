import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from '../components/avatar';
import { menuKeyTarget } from '../components/item-menu';
import { currentUserQueryOptions } from '../entities/session/current-user';
import { profileName } from '../entities/person/profile-text';
import { signOut } from '../entities/session/session-lifecycle';
import { takeStandInTap } from '../lib/held-tap';
import { AVATAR_MENU } from './top-bar-shell';
import { usePressOutside } from '../lib/use-press-outside';

const LINKS = [
  { to: '/Profile', label: 'Profile' },
  { to: '/settings', label: 'Settings' },
] as const;

/**
 * The signed-in user's picture and name at the end of the top bar, opening Profile, Settings and
 * Sign Out (the sidebar's own sign-out). Its tooltip says which account is signed in. The menu
 * pattern's keys: arrows, Home and End move, Escape closes and gives the focus back.
 */
export function AvatarMenu() {
  const user = useQuery(currentUserQueryOptions());
  // Tapped while the page showed only its picture (app/top-bar-shell.tsx): it is drawn open.
  const [open, setOpen] = useState(() => takeStandInTap(AVATAR_MENU));
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = user.data ? profileName(user.data) : '';

  const close = useCallback(() => setOpen(false), []);
  usePressOutside(open, root, close);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const next = open ? menuKeyTarget(event.key, items.indexOf(document.activeElement as HTMLElement), items.length) : undefined;
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };

  // Opened, the focus goes to its first item (as the menu button pattern has it).
  useEffect(() => {
    if (open) root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  return (
    <div className="avatar-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="avatar-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="avatar-menu-items"
        title={user.data ? `Signed in as ${user.data.email}` : undefined}
        onClick={() => setOpen(!open)}
      >
        <Avatar src={user.data?.profiledetails.profilePic} name={name} size={32} decorative />
        <span className="avatar-menu-name">{name || 'Account'}</span>
      </button>
      {open && (
        <ul id="avatar-menu-items" className="avatar-menu-items" role="menu" aria-label={name || 'Account'}>
          {LINKS.map((link) => (
            <li key={link.to} role="none">
              <Link to={link.to} role="menuitem" onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
          <li role="none">
            <button type="button" role="menuitem" onClick={() => void signOut()}>
              Sign Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
