import { useState } from 'react';
import { Icon } from '../../../components/icon';
import { HUSTLER_CONTENTS, isCurrentLink } from '../sidebar-links';
import { SidebarLink } from './sidebar-link';

type Menu = 'contents' | 'create' | null;

/** The Hustler's two submenus; opening one closes the other (spec §4). */
export function HustlerMenus({ onCreate, pathname }: { onCreate: (kind: 'video' | 'blog') => void; pathname: string }) {
  // On one of the content pages, its menu starts open, so that the current page's mark shows.
  const [open, setOpen] = useState<Menu>(() => (HUSTLER_CONTENTS.some((link) => isCurrentLink(link, pathname)) ? 'contents' : null));
  const toggle = (menu: Exclude<Menu, null>) => setOpen((current) => (current === menu ? null : menu));

  return (
    <>
      <li>
        <button type="button" className="sidebar-item" aria-expanded={open === 'contents'} aria-controls="menu-contents" onClick={() => toggle('contents')}>
          <Icon name="grid" />
          Contents
          <span className="sidebar-caret" aria-hidden="true">▸</span>
        </button>
        {open === 'contents' && (
          <ul id="menu-contents" className="sidebar-submenu">
            {HUSTLER_CONTENTS.map((link) => (
              <li key={link.label}>
                <SidebarLink to={link.to} current={isCurrentLink(link, pathname)}>
                  <Icon name={link.icon} />
                  {link.label}
                </SidebarLink>
              </li>
            ))}
          </ul>
        )}
      </li>
      <li>
        <button type="button" className="sidebar-item" aria-expanded={open === 'create'} aria-controls="menu-create" onClick={() => toggle('create')}>
          <Icon name="plus" />
          Create Contents
          <span className="sidebar-caret" aria-hidden="true">▸</span>
        </button>
        {open === 'create' && (
          <ul id="menu-create" className="sidebar-submenu">
            <li>
              <button type="button" className="sidebar-item" onClick={() => onCreate('video')}>
                <Icon name="video" />
                Create Videos
              </button>
            </li>
            <li>
              <button type="button" className="sidebar-item" onClick={() => onCreate('blog')}>
                <Icon name="blog" />
                Create Blogs
              </button>
            </li>
          </ul>
        )}
      </li>
    </>
  );
}
