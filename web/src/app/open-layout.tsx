import { Outlet } from '@tanstack/react-router';
import { JoinInvitation } from '../components/join-invitation';
import { OfflineStatus } from '../components/offline-status';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { getSession } from '../lib/session';
import { SignedInLayout } from './signed-in-layout';

/**
 * A page readable signed in and signed out (a startup's, a job's: PageShell 'open'): in the
 * signed-in layout for a member, under the site's header for a visitor, as its first screen drew it
 * (app/signed-in-pending.tsx OpenShell).
 */
export function OpenLayout() {
  return getSession() ? <SignedInLayout /> : <PublicLayout />;
}

function PublicLayout() {
  return (
    <div className="public-frame">
      <SiteHeader />
      <OfflineStatus />
      <JoinInvitation />
      <Outlet />
      <SiteFooter />
    </div>
  );
}
