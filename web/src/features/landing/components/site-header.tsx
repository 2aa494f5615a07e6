import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

const MENU_ID = 'landing-menu';

/** Sticky header: brand, the static-page links and Sign In; a toggled menu on small screens. */
export function SiteHeader() {
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
    <header className="landing-header">
      <div className="landing-header-inner">
        <Link to="/" className="landing-brand" onClick={close}>
          <span className="landing-brand-mark" aria-hidden="true">
            S
          </span>
          StartupSetu
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="landing-menu-toggle"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="landing-menu-icon" aria-hidden="true" />
          Menu
        </button>
        <nav className="landing-nav" aria-label="Main">
          <ul id={MENU_ID} className={open ? 'landing-menu landing-menu--open' : 'landing-menu'}>
            <li>
              <Link to="/AboutUs" className="landing-nav-link" onClick={close}>
                About Us
              </Link>
            </li>
            <li>
              <Link to="/Services" className="landing-nav-link" onClick={close}>
                Services
              </Link>
            </li>
            <li>
              <Link to="/ContactUs" className="landing-nav-link" onClick={close}>
                Contact Us
              </Link>
            </li>
            <li>
              <Link to="/signin" className="landing-button landing-button--primary" onClick={close}>
                Sign In
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
