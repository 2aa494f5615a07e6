import { AppLink } from './app-link';
import './site-chrome.css';

/** Footer of the public pages, with the legal pages. */
export function SiteFooter() {
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
          </ul>
        </nav>
        <p className="site-footer-copy">© {new Date().getFullYear()} StartupSetu. All rights reserved.</p>
      </div>
    </footer>
  );
}
