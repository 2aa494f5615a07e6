/**
 * Links the spec gives that name no page of their own (DESIGN §3): the router redirects each to its
 * page, and the sidebar marks that page's link as the current one. /dashboard goes to the role's own
 * dashboard, under it.
 */
export const ALIAS_TARGETS = {
  '/notifications': '/Notification',
  '/Iprofile': '/Profile',
} as const;
