import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { HUSTLER_CONTENTS } from '../sidebar-links';

type Menu = 'contents' | 'create' | null;

/** The Hustler's two submenus; opening one closes the other (spec §4). */
export function HustlerMenus({ onCreate }: { onCreate: (kind: 'video' | 'blog') => void }) {
  const [open, setOpen] = useState<Menu>(null);
  const toggle = (menu: Exclude<Menu, null>) => setOpen((current) => (current === menu ? null : menu));

  return (
    <>
      <li>
        <button type="button" className="sidebar-item" aria-expanded={open === 'contents'} aria-controls="menu-contents" onClick={() => toggle('contents')}>
          Contents
          <span className="sidebar-caret" aria-hidden="true">▸</span>
        </button>
        {open === 'contents' && (
          <ul id="menu-contents" className="sidebar-submenu">
            {HUSTLER_CONTENTS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="sidebar-item" activeProps={{ className: 'sidebar-item active' }}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </li>
      <li>
        <button type="button" className="sidebar-item" aria-expanded={open === 'create'} aria-controls="menu-create" onClick={() => toggle('create')}>
          Create Contents
          <span className="sidebar-caret" aria-hidden="true">▸</span>
        </button>
        {open === 'create' && (
          <ul id="menu-create" className="sidebar-submenu">
            <li>
              <button type="button" className="sidebar-item" onClick={() => onCreate('video')}>
                Create Videos
              </button>
            </li>
            <li>
              <button type="button" className="sidebar-item" onClick={() => onCreate('blog')}>
                Create Blogs
              </button>
            </li>
          </ul>
        )}
      </li>
    </>
  );
}
