// Web Push (DESIGN §6.6): the kinds of push a user can turn off. Apart from push-schemas.ts so that
// the page's bundle carries this list and not the reply schemas with their descriptions.

/** What a push can be about, each one a preference (on unless turned off). */
export const pushKinds = ['messages', 'connections', 'ignites', 'comments', 'applications', 'jobAlerts'] as const;
