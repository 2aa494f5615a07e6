/**
 * Posted by a page the active worker does not control: a page loaded past it (a hard reload) or one
 * whose navigation started while the worker was still activating, which `clients.claim()` on
 * activation misses. Taken under control, such a page still reloads offline.
 */
export const CLAIM_PAGE = 'CLAIM_PAGE';
