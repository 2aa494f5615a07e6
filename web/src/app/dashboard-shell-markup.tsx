import { renderToString } from 'react-dom/server';
import { DashboardShell } from './dashboard-shell';

/** Build time only (web/build/pages.ts): dashboard.html's HTML, which the app hydrates (app/render-app.tsx). */
export function dashboardShellMarkup(): string {
  return renderToString(<DashboardShell />);
}
