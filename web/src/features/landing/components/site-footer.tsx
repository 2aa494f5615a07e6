import { Link } from '@tanstack/react-router';

/** Footer with the legal pages. */
export function SiteFooter() {
  return (
    <footer className="landing-footer">
      <div className="landing-container landing-footer-inner">
        <p className="landing-footer-brand">
          <strong>StartupSetu</strong> — connecting India&apos;s founders, investors and talent.
        </p>
        <nav aria-label="Legal">
          <ul className="landing-footer-links">
            <li>
              <Link to="/Termsandconditions" className="landing-footer-link">
                Terms &amp; Conditions
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className="landing-footer-link">
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
        <p className="landing-footer-copy">© {new Date().getFullYear()} StartupSetu. All rights reserved.</p>
      </div>
    </footer>
  );
}
