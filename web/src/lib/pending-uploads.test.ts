import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addPendingUpload,
  getPendingUpload,
  hasPendingUploads,
  NO_SPACE_TEXT,
  NoSpaceError,
  pendingUploadsOf,
  removePendingUpload,
  removePendingUploadsOf,
  updatePendingUpload,
  type PendingUpload,
} from './pending-uploads';

let clock = 1;
function pending(id: string, userId: string, change: Partial<PendingUpload> = {}): PendingUpload {
  return {
    id,
    userId,
    file: new Blob(['mp4 bytes']),
    fileName: 'pitch.mp4',
    fileType: 'video/mp4',
    title: `Pitch ${id}`,
    description: '',
    state: 'waiting',
    createdAt: clock++,
    ...change,
  };
}

afterEach(async () => {
  vi.restoreAllMocks();
  for (const user of ['ana', 'ben']) await removePendingUploadsOf(user);
});

describe('pending uploads', () => {
  it('keeps the file with what the popup was given, per user, oldest first', async () => {
    await addPendingUpload(pending('b', 'ana'));
    await addPendingUpload(pending('a', 'ana'));
    await addPendingUpload(pending('c', 'ben'));

    const ana = await pendingUploadsOf('ana');
    expect(ana.map((upload) => upload.id)).toEqual(['b', 'a']);
    expect(await ana[0]!.file.text()).toBe('mp4 bytes');
    expect(await hasPendingUploads('ben')).toBe(true);
    expect(await hasPendingUploads('cy')).toBe(false);
  });

  it('remembers where the server keeps it and that it is all there, without touching the file', async () => {
    await addPendingUpload(pending('a', 'ana'));

    await updatePendingUpload('a', { uploadUrl: 'http://localhost/api/uploads/x1', uploaded: true });
    await updatePendingUpload('gone', { uploaded: true });

    const kept = await getPendingUpload('a');
    expect(kept).toMatchObject({ uploadUrl: 'http://localhost/api/uploads/x1', uploaded: true, title: 'Pitch a' });
    expect(await kept!.file.text()).toBe('mp4 bytes');
    expect(await getPendingUpload('gone')).toBeUndefined();
  });

  it('forgets one upload, or all of a user whose session ended (and only theirs)', async () => {
    await addPendingUpload(pending('a', 'ana'));
    await addPendingUpload(pending('b', 'ana'));
    await addPendingUpload(pending('c', 'ben'));

    await removePendingUpload('a');
    expect((await pendingUploadsOf('ana')).map((upload) => upload.id)).toEqual(['b']);
    await removePendingUploadsOf('ana');

    expect(await hasPendingUploads('ana')).toBe(false);
    expect((await pendingUploadsOf('ben')).map((upload) => upload.id)).toEqual(['c']);
  });

  it('says the device is full when the file does not fit', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    const adding = addPendingUpload(pending('a', 'ana'));

    await expect(adding).rejects.toBeInstanceOf(NoSpaceError);
    await expect(adding).rejects.toThrow(NO_SPACE_TEXT);
  });
});
