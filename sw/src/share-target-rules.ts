// The share target's protocol, shared by the manifest (web/build/web-manifest.ts), the service
// worker that receives a share (share-target.ts) and the page the share opens. The gateway, which
// answers a share the worker missed, reads it from the build's page manifest (web/dist/pages.json,
// web/build/page-manifest.ts). Kept free of dependencies so all of them can import it.

export const SHARE_TARGET_PATH = '/share-video';
/** The field the manifest's share_target names for the shared file. */
export const SHARED_FILE_FIELD = 'video';
/** The query of the page a share opens (/dashboard?share=<id>): the upload popup, the file in it. */
export const SHARE_QUERY = 'share';
/** The share query's value when a share was refused for coming from another site: the popup says so. */
export const SHARE_REFUSED = 'refused';

/** The Sec-Fetch-Site values a share is taken from. */
export const SHARE_SITES = ['same-origin', 'none'] as const;

/**
 * Whether a share is taken, by its Sec-Fetch-Site: only from the app's own pages ('same-origin') or
 * the system share sheet ('none', no page started it). A form on another site ('cross-site', or
 * 'same-site' from a sibling host) would fill the user's upload popup with its file and words.
 */
export function takesShareFrom(site: string | null | undefined): boolean {
  return (SHARE_SITES as readonly (string | null | undefined)[]).includes(site);
}

/** The page a share opens where nothing was kept (the gateway's answer: no worker took the file). */
export const SHARE_OPENS = '/dashboard';
/** The page a share from another site opens: the popup says it was refused. */
export const SHARE_REFUSED_OPENS = `${SHARE_OPENS}?${SHARE_QUERY}=${SHARE_REFUSED}`;
