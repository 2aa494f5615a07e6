import {
  deletePendingUpload,
  deletePendingUploadsOf,
  type PendingUpload,
  pendingUploadsOf,
  putPendingUpload,
} from '@startupsetu/sw/offline-store/offline-store';
import { cancelBackgroundUpload } from './background-fetch';

// The page's side of the pending uploads' store (sw/src/offline-store/pending-uploads.ts, which the service worker
// shares): an upload added or removed here is announced on window, so the tray appears or goes; a
// removed one the browser's Background Fetch is sending is stopped there too.

export { getPendingUpload, hasPendingUploads, NO_SPACE_TEXT, NoSpaceError, PENDING_UPLOADS_DB, pendingUploadsOf, updatePendingUpload, type PendingUpload, type PendingUploadState } from '@startupsetu/sw/offline-store/offline-store';

/** Fired on window when a pending upload is added or removed here (the tray appears or goes). */
export const PENDING_UPLOADS_CHANGED = 'pending-uploads-changed';

export function announcePendingUploads(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(PENDING_UPLOADS_CHANGED));
}

/** Keeps a new upload (its file too); a full device throws NoSpaceError. */
export async function addPendingUpload(upload: PendingUpload): Promise<void> {
  await putPendingUpload(upload);
  announcePendingUploads();
}

export async function removePendingUpload(id: string): Promise<void> {
  await deletePendingUpload(id);
  await cancelBackgroundUpload(id);
  announcePendingUploads();
}

/** The user's session on this device ended: their files go. */
export async function removePendingUploadsOf(userId: string): Promise<void> {
  const uploads = await pendingUploadsOf(userId);
  await deletePendingUploadsOf(userId);
  await Promise.all(uploads.map((upload) => cancelBackgroundUpload(upload.id)));
  announcePendingUploads();
}
