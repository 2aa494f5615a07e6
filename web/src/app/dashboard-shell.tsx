import { DASHBOARD_LOOK } from './pending-looks';
import { SignedInShell } from './signed-in-pending';

/**
 * What dashboard.html arrives with (web/build/pages.ts renders it at build time): the signed-in
 * frame around a dashboard's heading and the feed's placeholders, as the app draws them while the
 * page's code and data come. It holds no user's data; the app hydrates it, then draws the page.
 */
export function DashboardShell() {
  return <SignedInShell look={DASHBOARD_LOOK} />;
}
