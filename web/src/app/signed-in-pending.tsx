import { useRouter, useRouterState } from '@tanstack/react-router';
import { PagePending, type PendingLook } from '../components/page-pending';
import { SiteFooter } from '../components/site-footer';
import { JoinInvitation } from '../components/join-invitation';
import { SiteHeader } from '../components/site-header';
import { SidebarBrand } from '../features/dashboard/components/sidebar-brand';
import { getSession } from '../lib/session';
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

/** An open page's frame for a signed-out visitor: the site's header above the page, the footer below (app/open-layout.tsx). */
export function PublicShell({ look }: { look: PendingLook }) {
  return (
    <div className="public-frame">
      <SiteHeader />
      <JoinInvitation />
      <PagePending {...look} />
      <SiteFooter />
    </div>
  );
}

/**
 * An open page's first screen (PageShell 'open'): both frames, of which the page's signed-in mark
 * (`<html data-signed-in>`, set by src/shell-boot.ts before the first paint) shows one.
 */
export function OpenShell({ look }: { look: PendingLook }) {
  return (
    <>
      <div className="open-frame open-frame--signed-in">
        <SignedInShell look={look} />
      </div>
      <div className="open-frame open-frame--signed-out">
        <PublicShell look={look} />
      </div>
    </>
  );
}

/** The open route's pending component: the visitor's frame, with the look of the page being opened. */
export function OpenPending() {
  const router = useRouter();
  const look = useRouterState({ select: (state) => pendingLookFor(router, state.location.pathname) }) ?? { shape: 'card' as const };
  return getSession() ? <SignedInShell look={look} /> : <PublicShell look={look} />;
}
