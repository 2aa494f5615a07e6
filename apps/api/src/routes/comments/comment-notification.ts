import { userDisplayName } from '@startupsetu/server-core/repositories/profile-details';
import { findUserById } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance } from 'fastify';
import { videoLink } from '../videos/videos-repository';

/** Asks notify to tell a video's owner about a comment by someone else; nothing for their own. */
export async function notifyVideoOwner(app: FastifyInstance, { videoId, commenterId }: { videoId: string; commenterId: string }) {
  const video = await app.db
    .selectFrom('videos')
    .select(['user_id', 'title'])
    .where('id', '=', videoId)
    .executeTakeFirst();
  if (!video || video.user_id === commenterId) return;
  const commenter = await findUserById(app.db, commenterId);
  if (!commenter) return;
  await app.bus.send('notification.requested', {
    userId: video.user_id,
    type: 'comment',
    message: `${userDisplayName(commenter)} commented on your video "${video.title}"`,
    actorId: commenterId,
    link: videoLink(videoId),
  });
}
