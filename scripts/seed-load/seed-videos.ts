import { readFile } from 'node:fs/promises';
import type { Database } from '@startupsetu/server-core/db/database';
import type { MediaStorage } from '@startupsetu/server-core/media/media-storage';
import { VIDEO_UPLOAD } from '@startupsetu/server-core/media/media-types';
import { storeMedia } from '@startupsetu/api/demo/seed-demo-people';
import { insertVideos } from '@startupsetu/api/routes/videos/videos-repository';
import { writeInBatches, type Progress } from './batches';

const PITCH_FILE = new URL('../../apps/api/src/demo/demo-pitch.mp4', import.meta.url);

/**
 * `count` videos by the people in turn, all pointing at one small real video file stored once
 * (as an upload stores it), so every seeded video plays.
 */
export async function seedVideos(db: Database, media: MediaStorage, userIds: readonly string[], count: number, progress?: Progress): Promise<void> {
  if (count === 0) return;
  const file = await storeMedia(media, await readFile(PITCH_FILE), VIDEO_UPLOAD);
  await writeInBatches(
    db,
    'videos',
    count,
    async (trx, first, last) => {
      await insertVideos(
        trx,
        Array.from({ length: last - first }, (_, i) => ({
          userId: userIds[(first + i) % userIds.length]!,
          title: `Load pitch ${first + i}`,
          description: `What startup ${first + i} builds, and for whom.`,
          videoFile: file.name,
          mimeType: file.mimeType,
          sizeBytes: file.size,
        })),
      );
    },
    progress,
  );
}
