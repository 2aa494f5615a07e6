import { AppLink } from './app-link';
import './site-chrome.css';

/** Above an open page for a signed-out visitor (a startup's, a job's): what the site is, and the way in. */
export function JoinInvitation() {
  return (
    <aside className="join-invitation" aria-label="Join StartupSetu">
      <p>
        <strong>Join StartupSetu</strong> to apply for jobs, follow startups and meet India&apos;s founders, investors and talent.
      </p>
      <p className="join-invitation-actions">
        <AppLink to="/signup" className="site-sign-in">
          Sign Up
        </AppLink>
        <AppLink to="/signin">Sign In</AppLink>
      </p>
    </aside>
  );
}
