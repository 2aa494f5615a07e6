import { renderToStaticMarkup } from 'react-dom/server';
import { SiteFooter } from '../components/site-footer';
import { SkeletonList } from '../components/skeleton-list';

/**
 * Build time only (web/build/pages.ts): dashboard.html's first screen as it is before its boot
 * script (src/dashboard-boot.ts) has named the dashboard and drawn the feed. It is the signed-in
 * layout's frame (app/signed-in-layout.tsx), with the sidebar folded as on a phone, around the
 * dashboard page (routes/dashboard.tsx) while its feed loads.
 */
export function dashboardFirstScreenMarkup(): string {
  return renderToStaticMarkup(
    <div className="app-shell">
      <header className="sidebar">
        <nav aria-label="Main">
          <div className="sidebar-top">
            <a href="/dashboard" className="sidebar-brand">
              StartupSetu
            </a>
            <button type="button" className="sidebar-toggle" aria-expanded="false">
              Menu
            </button>
          </div>
        </nav>
      </header>
      <div className="app-content">
        <main className="page">
          <h1>Dashboard</h1>
          <p className="dashboard-signed-in" />
          <section className="content-feed" aria-label="Videos">
            <SkeletonList shape="video" />
          </section>
        </main>
        <SiteFooter />
      </div>
    </div>,
  );
}
