import { useState } from 'react';
import { AppLink } from './app-link';
import './site-chrome.css';

/** Footer of the public pages, with the legal pages. */
export function SiteFooter() {
  // Read once as the footer mounts, not on every render (the clock is no input of the render).
  const [year] = useState(() => new Date().getFullYear());
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <p className="site-footer-brand">
          <strong>StartupSetu</strong> — connecting India&apos;s founders, investors and talent.
        </p>
        <nav aria-label="Legal">
          <ul className="site-footer-links">
            <li>
              <AppLink to="/Termsandconditions" className="site-footer-link">
                Terms &amp; Conditions
              </AppLink>
            </li>
            <li>
              <AppLink to="/privacy-policy" className="site-footer-link">
                Privacy Policy
              </AppLink>
            </li>
            <li>
              <AppLink to="/grievance" className="site-footer-link">
                Grievance Officer
              </AppLink>
            </li>
          </ul>
        </nav>
        <p className="site-footer-copy">© {year} StartupSetu. All rights reserved.</p>
      </div>
    </footer>
  );
}
