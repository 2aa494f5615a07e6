import type { Database } from '@startupsetu/server-core/db/database';
import type { FastifyInstance } from 'fastify';
import { toVideoWatchersApartFromBlocked } from '../blocks/block-rooms';

export const VIDEO_LIKES_EVENT = 'videoLikes';

/** Whoever reported the user: their content is out of their sight although their sockets may still watch it. */
async function reportersOf(db: Database, ownerId: string): Promise<string[]> {
  const rows = await db.selectFrom('reports').select('reporter_id').where('target_type', '=', 'user').where('target_id', '=', ownerId).execute();
  return rows.map((row) => row.reporter_id);
}

/**
 * Tells every page showing the video (the sockets watching it) its like count now, so every viewer
 * sees a like the moment it is made. A socket's watch list is checked when it is sent; users the
 * owner has since blocked or been blocked by (their block rooms) or who reported the owner are left out.
 */
export async function announceLikes(app: FastifyInstance, video: { videoId: string; ownerId: string; likes: number }): Promise<void> {
  const { videoId, ownerId, likes } = video;
  toVideoWatchersApartFromBlocked(app.io, videoId, [ownerId], VIDEO_LIKES_EVENT, { videoId, likes }, await reportersOf(app.db, ownerId));
}
