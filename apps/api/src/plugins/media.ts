import type { Database } from '@startupsetu/server-core/db/database';
import { FileMediaStorage } from '@startupsetu/server-core/media/file-media-storage';
import type { MediaStorage } from '@startupsetu/server-core/media/media-storage';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepOrphanMedia } from '../content/media-sweep';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStorage;
  }
}

export interface MediaPluginOptions {
  mediaDir: string;
  /** Names the files still in use, for the sweep of files left behind by a crash. */
  db: Database;
}

// Uploads are never older than this while they run; older temporary files were left by a crash.
const STALE_UPLOAD_AGE_MS = 6 * 60 * 60 * 1000;

async function mediaPlugin(app: FastifyInstance, { mediaDir, db }: MediaPluginOptions) {
  const media: MediaStorage = new FileMediaStorage(mediaDir);
  app.decorate('media', media);
  app.addHook('onReady', async () => {
    const removed = await media.removeStaleUploads(STALE_UPLOAD_AGE_MS).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not sweep stale uploads');
      return 0;
    });
    if (removed > 0) app.log.info(`removed ${removed} stale upload file(s)`);
    // Not awaited: a large media directory must not delay the start.
    sweepOrphanMedia(db, media).then(
      (count) => count > 0 && app.log.info(`removed ${count} media file(s) that no content uses`),
      (error: unknown) => app.log.warn({ err: error }, 'could not sweep unused media files'),
    );
  });
}

export default fp(mediaPlugin, { name: 'startupsetu-media', fastify: '5.x' });
