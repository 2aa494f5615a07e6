import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { dashboardPathFor } from '../features/auth/roles';
import { getSession } from '../lib/session';

/** DESIGN §3: pages that need a session send a signed-out visitor to /signin, and back after. */
export function requireSession({ location }: { location: ParsedLocation }) {
  if (!getSession()) throw redirect({ to: '/signin', search: { redirect: location.href } });
}

/** DESIGN §6.1: `/dashboard/<another role>` sends the user to their own dashboard. */
export function requireOwnDashboard({ location }: { location: ParsedLocation }) {
  const own = dashboardPathFor(getSession()?.role);
  if (own === '/' || own.toLowerCase() === location.pathname.replace(/\/+$/, '').toLowerCase()) return;
  throw redirect({ href: own, replace: true });
}
