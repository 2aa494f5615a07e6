import type { DBSchema } from 'idb';
import { reopenableDatabase } from './idb-open';

// Videos shared into the app from the phone's gallery (the manifest's share_target): the service
// worker keeps the file here, on the device, for the user whose session the browser is in, and the
// page takes it into the upload popup. Kept free of worker and DOM globals so both sides, and the
// unit tests, can import it.

export interface SharedVideo {
  id: string;
  userId: string;
  file: Blob;
  name: string;
  /** What the sharing app gave as its title and text (a gallery often gives neither). */
  title: string;
  text: string;
  sharedAt: number;
}

interface SharedDb extends DBSchema {
  videos: { key: string; value: SharedVideo; indexes: { userId: string } };
}

const sharedDatabase = reopenableDatabase<SharedDb>('startupsetu-shared-videos', 1, (db) => {
  db.createObjectStore('videos', { keyPath: 'id' }).createIndex('userId', 'userId');
});

/** Keeps a shared file for `userId`; answers its id. A full device rejects with QuotaExceededError. */
export async function keepSharedVideo(video: Omit<SharedVideo, 'id' | 'sharedAt'>): Promise<string> {
  const id = crypto.randomUUID();
  await (await sharedDatabase()).put('videos', { ...video, id, sharedAt: Date.now() });
  return id;
}

/** The shared video `id` of `userId`, taken out of the store (undefined: none, or another user's). */
export async function takeSharedVideo(id: string, userId: string): Promise<SharedVideo | undefined> {
  const tx = (await sharedDatabase()).transaction('videos', 'readwrite');
  const video = await tx.store.get(id);
  if (video?.userId !== userId) return undefined;
  await tx.store.delete(id);
  await tx.done;
  return video;
}

/** Forgets every video shared while `userId` was signed in here (their session ended on this device). */
export async function forgetSharedVideosOf(userId: string): Promise<void> {
  const tx = (await sharedDatabase()).transaction('videos', 'readwrite');
  for (const key of await tx.store.index('userId').getAllKeys(userId)) await tx.store.delete(key);
  await tx.done;
}
