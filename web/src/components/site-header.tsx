import { useEffect, useRef, useState } from 'react';
import { AppLink } from './app-link';
import { BrandMark } from './brand-mark';
import { InstallAppButton } from './install-app-button';
import './site-chrome.css';

const MENU_ID = 'site-menu';

const LINKS = [
  { to: '/AboutUs', label: 'About Us' },
  { to: '/Services', label: 'Services' },
  { to: '/ContactUs', label: 'Contact Us' },
] as const;

/**
 * Sticky header of the public pages: brand, the static-page links (`current`, the page's own path,
 * marked) and Sign In (Dashboard when signed in); a toggled menu on small screens.
 */
export function SiteHeader({ current }: { current?: string }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <AppLink to="/" className="site-brand" onClick={close}>
          <BrandMark />
          StartupSetu
        </AppLink>
        <button
          ref={toggleRef}
          type="button"
          className="site-menu-toggle"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="site-menu-icon" aria-hidden="true" />
          Menu
        </button>
        <nav className="site-nav" aria-label="Main">
          <ul id={MENU_ID} className={open ? 'site-menu site-menu--open' : 'site-menu'}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to} className="site-nav-link" aria-current={link.to === current ? 'page' : undefined} onClick={close}>
                  {link.label}
                </AppLink>
              </li>
            ))}
            <InstallAppButton className="site-nav-link" />
            {/* Both are in the HTML; the page's signed-in mark shows one (lib/session.ts reflectSession). */}
            <li className="site-signed-out">
              <AppLink to="/signin" className="site-sign-in" onClick={close}>
                Sign In
              </AppLink>
            </li>
            <li className="site-signed-in">
              <AppLink to="/dashboard" className="site-sign-in" onClick={close}>
                Dashboard
              </AppLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
