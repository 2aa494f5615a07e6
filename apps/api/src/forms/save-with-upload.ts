import type { MediaStorage, StagedMedia } from '@startupsetu/server-core/media/media-storage';

/** Moves the staged upload into place and answers its name; null when the form had no file. */
export type CommitUpload = () => Promise<string | null>;

/**
 * Runs `save` for a form whose file is staged. `save` checks the fields, then calls `commit`
 * right before it stores the file's name. When anything fails the file is discarded (or removed
 * again once committed), so a refused request leaves no file behind.
 */
export async function saveWithUpload<T>(
  storage: MediaStorage,
  file: StagedMedia | null,
  save: (commit: CommitUpload) => Promise<T>,
): Promise<T> {
  let committed: string | null = null;
  try {
    return await save(async () => {
      committed = file ? await file.commit() : null;
      return committed;
    });
  } catch (error) {
    await file?.discard();
    if (committed) await storage.remove(committed).catch(() => undefined);
    throw error;
  }
}
