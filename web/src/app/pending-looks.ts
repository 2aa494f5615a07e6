import type { AnyRouter } from '@tanstack/react-router';
import type { PendingLook } from '../components/page-pending';
import type { PageDeclaration } from './page-declaration';

/** The declaration of the page at `pathname` (paths match in any case), if a route declares one. */
export function pageAt(router: AnyRouter, pathname: string): PageDeclaration | undefined {
  const [, , found] = router.getMatchedRoutes(pathname);
  return (found?.options as { staticData?: { page?: PageDeclaration } } | undefined)?.staticData?.page;
}

/**
 * What the page at `pathname` looks like while its code or data comes (its route's `look`: its
 * heading and the shape of its first list), so the page replaces its placeholders without moving
 * what is around them; null for a page without one (not signed in).
 */
export function pendingLookFor(router: AnyRouter, pathname: string): PendingLook | null {
  return pageAt(router, pathname)?.look ?? null;
}
