import { useRouterState } from '@tanstack/react-router';
import { PagePending } from '../components/page-pending';
import { SiteFooter } from '../components/site-footer';
import { pendingLookFor } from './pending-looks';
import '../features/dashboard/dashboard.css';

/** A page's placeholders while its code or data comes; nothing for a page without a known look. */
export function RoutePending() {
  const look = useRouterState({ select: (state) => pendingLookFor(state.location.pathname) });
  return look && <PagePending {...look} />;
}

/**
 * The signed-in layout's frame while its code (or the first page's) is still coming: the sidebar's
 * bar (folded as on a phone, as the dashboard's first screen draws it), the page's placeholders
 * and the footer, so the layout arrives without moving them.
 */
export function SignedInPending() {
  const look = useRouterState({ select: (state) => pendingLookFor(state.location.pathname) });
  return (
    <div className="app-shell">
      <header className="sidebar">
        <nav aria-label="Main">
          <div className="sidebar-top">
            <a href="/dashboard" className="sidebar-brand">
              StartupSetu
            </a>
          </div>
        </nav>
      </header>
      <div className="app-content">
        <PagePending {...(look ?? { shape: 'card' })} />
        <SiteFooter />
      </div>
    </div>
  );
}
