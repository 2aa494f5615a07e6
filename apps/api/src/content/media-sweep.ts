import type { Database } from '@startupsetu/server-core/db/database';
import type { MediaStorage } from '@startupsetu/server-core/media/media-storage';

// Deleting content removes its rows first and its files after; a crash between the two leaves a
// file that no row names. Such files are removed at start once they are old enough that no
// upload can still be on its way to being saved (an upload's file is committed just before its row).
export const ORPHAN_MEDIA_AGE_MS = 60 * 60 * 1000;

const CHUNK = 200;

/** The names among `names` that a row still uses (a profile picture, a video, its poster, a blog cover, a startup's logo). */
async function namesInUse(db: Database, names: string[]): Promise<Set<string>> {
  const [pictures, videos, posters, covers, logos] = await Promise.all([
    db.selectFrom('users').select('profile_pic as name').where('profile_pic', 'in', names).execute(),
    db.selectFrom('videos').select('video_file as name').where('video_file', 'in', names).execute(),
    db.selectFrom('videos').select('poster_file as name').where('poster_file', 'in', names).execute(),
    db.selectFrom('blogs').select('cover_image as name').where('cover_image', 'in', names).execute(),
    db.selectFrom('startups').select('logo as name').where('logo', 'in', names).execute(),
  ]);
  return new Set([...pictures, ...videos, ...posters, ...covers, ...logos].map((row) => row.name).filter((name): name is string => Boolean(name)));
}

/** Removes stored media files older than `olderThanMs` that no row names; answers how many. */
export function sweepOrphanMedia(db: Database, media: MediaStorage, olderThanMs = ORPHAN_MEDIA_AGE_MS): Promise<number> {
  return sweepOrphanFiles(media, olderThanMs, (names) => namesInUse(db, names));
}

/**
 * Removes the files of `storage` older than `olderThanMs` that `inUse` does not name; answers how
 * many. A private storage (résumés) sweeps its own directory with its own rows this way.
 */
export async function sweepOrphanFiles(storage: MediaStorage, olderThanMs: number, inUse: (names: string[]) => Promise<Set<string>>): Promise<number> {
  const candidates = await storage.listStoredOlderThan(olderThanMs);
  let removed = 0;
  for (let start = 0; start < candidates.length; start += CHUNK) {
    const names = candidates.slice(start, start + CHUNK);
    const used = await inUse(names);
    for (const name of names) {
      if (used.has(name)) continue;
      await storage.remove(name);
      removed += 1;
    }
  }
  return removed;
}
