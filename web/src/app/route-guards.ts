import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { getSession } from '../lib/session';

/** DESIGN §3: pages that need a session send a signed-out visitor to /signin, and back after. */
export function requireSession({ location }: { location: ParsedLocation }) {
  if (!getSession()) throw redirect({ to: '/signin', search: { redirect: location.href } });
}
