import type { Database } from '@startupsetu/server-core/db/database';
import type { FastifyInstance } from 'fastify';

export const VIDEO_LIKES_EVENT = 'videoLikes';

/**
 * Who may not see a user's content although their sockets may still watch it (they watched before
 * the change): whoever blocked them or was blocked by them, and whoever reported them.
 */
async function outOfSightOf(db: Database, ownerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('blocks')
    .select('blocked_id as user_id')
    .where('blocker_id', '=', ownerId)
    .union(db.selectFrom('blocks').select('blocker_id as user_id').where('blocked_id', '=', ownerId))
    .union(db.selectFrom('reports').select('reporter_id as user_id').where('target_type', '=', 'user').where('target_id', '=', ownerId))
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Tells every page showing the video (the sockets watching it) its like count now, so every viewer
 * sees a like the moment it is made. A socket's watch list is checked when it is sent; users the
 * owner has since blocked, been blocked by or reported are left out here.
 */
export async function announceLikes(app: FastifyInstance, video: { videoId: string; ownerId: string; likes: number }): Promise<void> {
  const { videoId, ownerId, likes } = video;
  app.realtime.toVideoWatchers(videoId, VIDEO_LIKES_EVENT, { videoId, likes }, await outOfSightOf(app.db, ownerId));
}
