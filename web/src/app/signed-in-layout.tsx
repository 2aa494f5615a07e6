import { useState } from 'react';
import { Outlet } from '@tanstack/react-router';
import { CreatePopups, type CreateKind } from '../features/content/components/create-popups';
import { Sidebar } from '../features/dashboard/components/sidebar';
import { RealtimeProvider } from '../lib/realtime';
import { getSession } from '../lib/session';
import '../features/dashboard/dashboard.css';

/**
 * Every signed-in page: the role's sidebar beside the page, the session's realtime connection
 * (closed when signing out leaves this layout), and the sidebar's 'Create …' popups.
 */
export function SignedInLayout() {
  const [popup, setPopup] = useState<CreateKind | null>(null);
  const token = getSession()?.token ?? null;

  return (
    <RealtimeProvider token={token}>
      <div className="app-shell">
        <Sidebar onCreate={setPopup} />
        <div className="app-content">
          <Outlet />
        </div>
      </div>
      <CreatePopups open={popup} onClose={() => setPopup(null)} />
    </RealtimeProvider>
  );
}
