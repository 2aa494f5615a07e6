import { useRouter, useRouterState } from '@tanstack/react-router';
import { PagePending, type PendingLook } from '../components/page-pending';
import { SiteFooter } from '../components/site-footer';
import { SidebarBrand } from '../features/dashboard/components/sidebar-brand';
import { pendingLookFor } from './pending-looks';
import { TopBarShell } from './top-bar-shell';
import '../features/dashboard/dashboard.css';

/** A page's placeholders while its code or data comes; nothing for a page without a known look. */
export function RoutePending() {
  const router = useRouter();
  const look = useRouterState({ select: (state) => pendingLookFor(router, state.location.pathname) });
  return look && <PagePending {...look} />;
}

/**
 * The signed-in layout's frame while its code (or the first page's) is still coming: the sidebar's
 * bar (folded as on a phone), the top bar, the page's placeholders and the footer, so the layout arrives without
 * moving them. A first load arrives with it already drawn (app/prerendered-shell.tsx).
 */
export function SignedInShell({ look }: { look: PendingLook }) {
  return (
    <div className="app-shell">
      <header className="sidebar">
        <nav aria-label="Main">
          <div className="sidebar-top">
            <SidebarBrand />
          </div>
        </nav>
      </header>
      <div className="app-content">
        <TopBarShell />
        <PagePending {...look} />
        <SiteFooter />
      </div>
    </div>
  );
}

/** The signed-in route's pending component: the frame, with the look of the page being opened. */
export function SignedInPending() {
  const router = useRouter();
  const look = useRouterState({ select: (state) => pendingLookFor(router, state.location.pathname) });
  return <SignedInShell look={look ?? { shape: 'card' }} />;
}
