// The share target's protocol, shared by the manifest (web/build/web-manifest.ts), the service
// worker that receives a share (share-target.ts), the gateway that answers one the worker
// missed and the page the share opens. Kept free of dependencies so all of them can import it.

export const SHARE_TARGET_PATH = '/share-video';
/** The field the manifest's share_target names for the shared file. */
export const SHARED_FILE_FIELD = 'video';
/** The query of the page a share opens (/dashboard?share=<id>): the upload popup, the file in it. */
export const SHARE_QUERY = 'share';
/** The share query's value when a share was refused for coming from another site: the popup says so. */
export const SHARE_REFUSED = 'refused';

/**
 * Whether a share is taken, by its Sec-Fetch-Site: only from the app's own pages ('same-origin') or
 * the system share sheet ('none', no page started it). A form on another site ('cross-site', or
 * 'same-site' from a sibling host) would fill the user's upload popup with its file and words.
 */
export function takesShareFrom(site: string | null | undefined): boolean {
  return site === 'same-origin' || site === 'none';
}
