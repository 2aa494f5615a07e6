import type { DBSchema } from 'idb';
import { reopenableDatabase } from './idb-open';

// Pitch videos on their way to the server (DESIGN §6.7): the file stays on the device, with what the
// popup was given and the upload's address at the server, until the server has all of it and the
// video is published; a reload or a closed browser resumes it without the user picking the file
// again. Each belongs to one user and goes when their session on this device ends. Shared by the page
// (web/src/lib/pending-uploads.ts) and the service worker, which publishes an upload that Background
// Fetch finished (background-upload.ts); free of worker and DOM globals.

export const PENDING_UPLOADS_DB = 'startupsetu-uploads';
export const NO_SPACE_TEXT = 'Not enough space on this device';

/** waiting: not started yet (or offline); failed: stopped on an error the user may retry. */
export type PendingUploadState = 'waiting' | 'failed';

export interface PendingUpload {
  /** Also the Idempotency-Key its publishing is sent with, and the id of its Background Fetch. */
  id: string;
  userId: string;
  file: Blob;
  fileName: string;
  fileType: string;
  title: string;
  description: string;
  /** The upload's address at the server (tus Location), once created. */
  uploadUrl?: string;
  /** The network cut its requests before: it goes on in small chunks (features/content/api/tus-upload.ts). */
  networkCut?: boolean;
  /** The server has all of it; only publishing is left. */
  uploaded?: boolean;
  /** Where the server's copy stood when the rest was handed to Background Fetch (its progress counts from there). */
  backgroundOffset?: number;
  /** A frame of the video captured before sending (features/content/video-frame.ts), sent beside it. */
  poster?: Blob;
  /** The poster's address at the server once it has all of it. */
  posterUrl?: string;
  state: PendingUploadState;
  /** Why it failed, in words for the user. */
  error?: string;
  createdAt: number;
}

interface UploadsDb extends DBSchema {
  uploads: { key: string; value: PendingUpload; indexes: { userId: string } };
}

/** A file the device has no room for. */
export class NoSpaceError extends Error {
  constructor() {
    super(NO_SPACE_TEXT);
    this.name = 'NoSpaceError';
  }
}

const database = reopenableDatabase<UploadsDb>(PENDING_UPLOADS_DB, 1, (db) => {
  db.createObjectStore('uploads', { keyPath: 'id' }).createIndex('userId', 'userId');
});

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === DOMException.QUOTA_EXCEEDED_ERR);

/** Keeps a new upload (its file too); a full device throws NoSpaceError. */
export async function putPendingUpload(upload: PendingUpload): Promise<void> {
  try {
    await (await database()).put('uploads', upload);
  } catch (error) {
    throw isQuotaError(error) ? new NoSpaceError() : error;
  }
}

/** Changes what is kept of an upload (not its file); nothing when it is gone meanwhile. */
export async function updatePendingUpload(id: string, change: Partial<Omit<PendingUpload, 'id' | 'userId' | 'file'>>): Promise<void> {
  const db = await database();
  const transaction = db.transaction('uploads', 'readwrite');
  const found = await transaction.store.get(id);
  if (found) await transaction.store.put({ ...found, ...change });
  await transaction.done;
}

export async function getPendingUpload(id: string): Promise<PendingUpload | undefined> {
  return (await database()).get('uploads', id);
}

/** The user's uploads, oldest first. */
export async function pendingUploadsOf(userId: string): Promise<PendingUpload[]> {
  const found = await (await database()).getAllFromIndex('uploads', 'userId', userId);
  return found.sort((a, b) => a.createdAt - b.createdAt);
}

/** Whether the user has any upload kept here (without reading the files). */
export async function hasPendingUploads(userId: string): Promise<boolean> {
  return (await (await database()).countFromIndex('uploads', 'userId', userId)) > 0;
}

export async function deletePendingUpload(id: string): Promise<void> {
  await (await database()).delete('uploads', id);
}

/** The user's session on this device ended: their files go. */
export async function deletePendingUploadsOf(userId: string): Promise<void> {
  const db = await database();
  const transaction = db.transaction('uploads', 'readwrite');
  let cursor = await transaction.store.index('userId').openKeyCursor(userId);
  while (cursor) {
    await transaction.store.delete(cursor.primaryKey);
    cursor = await cursor.continue();
  }
  await transaction.done;
}
