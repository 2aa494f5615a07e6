// The share target's protocol, shared by the manifest (web/build/web-manifest.ts), the service
// worker that receives a share (share-target.ts) and the gateway that answers one the worker
// missed. Kept free of dependencies and globals so all of them can import it.

export const SHARE_TARGET_PATH = '/share-video';
/** The field the manifest's share_target names for the shared file. */
export const SHARED_FILE_FIELD = 'video';
/** The query of the page a share opens (/dashboard?share=<id>): the upload popup, the file in it. */
export const SHARE_QUERY = 'share';
