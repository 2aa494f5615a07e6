import { Outlet } from '@tanstack/react-router';
import { Sidebar } from '../features/dashboard/components/sidebar';
import '../features/dashboard/dashboard.css';

/** Every signed-in page: the role's sidebar beside the page. */
export function SignedInLayout() {
  return (
    <div className="app-shell">
      <Sidebar />
      <div className="app-content">
        <Outlet />
      </div>
    </div>
  );
}
