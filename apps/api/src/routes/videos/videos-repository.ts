import type { Video } from '@startupsetu/server-core/contract/reply-types';
import { inTransaction, type Database } from '@startupsetu/server-core/db/database';
import { isForeignKeyViolation } from '@startupsetu/server-core/db/constraint-errors';
import { toPage, type Page, type PageQuery } from '@startupsetu/server-core/http/pagination';
import { newId } from '@startupsetu/server-core/ids';
import { mediaUrl } from '@startupsetu/server-core/repositories/users-repository';
import { cappedCount, toCount } from '@startupsetu/server-core/repositories/capped-count';
import { contentVisibleTo } from '@startupsetu/server-core/repositories/visibility';
import { sql } from 'kysely';
import { inParts } from '@startupsetu/server-core/db/in-parts';
import { toUploaderView, UPLOADER_COLUMNS } from '../../content/authors';

export interface NewVideo {
  userId: string;
  title: string;
  description: string;
  /** File name under the media directory. */
  videoFile: string;
  mimeType: string;
  sizeBytes: number;
  /** The resumable upload it is published from (one video per upload). */
  uploadId?: string;
  /** Its poster's file name under the media directory. */
  posterFile?: string;
}

export async function insertVideo(db: Database, video: NewVideo): Promise<string> {
  const row = newVideoRow(video);
  await db.insertInto('videos').values(row).execute();
  return row.id;
}

/** Stores many videos in one transaction, as insertVideo stores one (for `npm run seed:load`); answers their ids in order. */
export async function insertVideos(db: Database, videos: readonly NewVideo[]): Promise<string[]> {
  const rows = videos.map(newVideoRow);
  const write = async (trx: Database) => {
    // 10 parameters a row.
    for (const part of inParts(rows, 1000)) await trx.insertInto('videos').values(part).execute();
  };
  await inTransaction(db, write);
  return rows.map((row) => row.id);
}

function newVideoRow(video: NewVideo) {
  return {
    id: newId(),
    user_id: video.userId,
    title: video.title,
    description: video.description,
    video_file: video.videoFile,
    mime_type: video.mimeType,
    size_bytes: video.sizeBytes,
    created_at: new Date().toISOString(),
    upload_id: video.uploadId ?? null,
    poster_file: video.posterFile ?? null,
  };
}

/** The video published from an upload, with its owner, if one was. */
export async function findVideoOfUpload(db: Database, uploadId: string): Promise<{ id: string; user_id: string } | undefined> {
  return db.selectFrom('videos').select(['id', 'user_id']).where('upload_id', '=', uploadId).executeTakeFirst();
}

export type VideoView = Video;

export interface VideoListQuery extends PageQuery {
  /** Who is looking: their likes for `userHasLiked` and what they may see (DESIGN §6.3). */
  viewerId?: string;
  /** Only this user's videos (videos_user_id_idx). */
  authorId?: string;
}

/** Newest first; uploader, like and comment counts and the viewer's like come in the same query. */
export async function listVideos(db: Database, { viewerId, authorId, limit, cursor }: VideoListQuery): Promise<Page<VideoView>> {
  let query = selectVideoViews(db, viewerId);
  if (authorId) query = query.where('v.user_id', '=', authorId);
  if (cursor) query = query.where('v.id', '<', cursor);
  const rows = await query.orderBy('v.id', 'desc').limit(limit + 1).execute();
  const page = toPage(rows, limit);
  return { items: page.items.map(toVideoView), nextCursor: page.nextCursor };
}

export async function findVideoView(db: Database, id: string, viewerId?: string): Promise<VideoView | undefined> {
  const row = await selectVideoViews(db, viewerId).where('v.id', '=', id).executeTakeFirst();
  return row && toVideoView(row);
}

/** Whether the video exists and the viewer (or anyone, without one) may see it. */
export async function videoVisible(db: Database, id: string, viewerId: string | undefined): Promise<boolean> {
  return (await visibleVideoOwner(db, id, viewerId)) !== undefined;
}

/** The owner of the video `id` when the viewer may see it. */
async function visibleVideoOwner(db: Database, id: string, viewerId: string | undefined): Promise<string | undefined> {
  const row = await db
    .selectFrom('videos as v')
    .select('v.user_id')
    .where('v.id', '=', id)
    .where(contentVisibleTo(viewerId, 'video', 'v.id', 'v.user_id'))
    .executeTakeFirst();
  return row?.user_id;
}

/** Those of `ids` that are videos the viewer may see, in one query. */
export async function visibleVideoIds(db: Database, ids: readonly string[], viewerId: string): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('videos as v')
    .select('v.id')
    .where('v.id', 'in', ids)
    .where(contentVisibleTo(viewerId, 'video', 'v.id', 'v.user_id'))
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Sets whether a user likes a video (the same state twice changes nothing, and concurrent likes
 * by one user store one row) and answers the video's like count after the change, with its owner,
 * or undefined when there is no such video or the user may not see it.
 */
export async function setVideoLike(
  db: Database,
  { userId, videoId, liked }: { userId: string; videoId: string; liked: boolean },
): Promise<{ likes: number; ownerId: string } | undefined> {
  const ownerId = await visibleVideoOwner(db, videoId, userId);
  if (ownerId === undefined) return undefined;
  if (liked) {
    try {
      await db
        .insertInto('video_likes')
        .values({ user_id: userId, video_id: videoId, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.columns(['user_id', 'video_id']).doNothing())
        .execute();
    } catch (error) {
      // The video was deleted since it was found.
      if (isForeignKeyViolation(error)) return undefined;
      throw error;
    }
  } else {
    await db.deleteFrom('video_likes').where('user_id', '=', userId).where('video_id', '=', videoId).execute();
  }
  const { count } = await db
    .selectFrom('video_likes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('video_id', '=', videoId)
    .executeTakeFirstOrThrow();
  return { likes: Number(count), ownerId };
}

// Only what the viewer may see (hidden content and suspended authors are out of sight of everyone).
function selectVideoViews(db: Database, viewerId: string | undefined) {
  return db
    .selectFrom('videos as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .where(contentVisibleTo(viewerId, 'video', 'v.id', 'v.user_id'))
    .select(['v.id', 'v.user_id', 'v.title', 'v.description', 'v.video_file', 'v.poster_file', 'v.created_at', ...UPLOADER_COLUMNS])
    .select((eb) => [
      eb
        .selectFrom('video_likes as l')
        .whereRef('l.video_id', '=', 'v.id')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .as('likes'),
      cappedCount(
        eb
          .selectFrom('video_comments as c')
          .select('c.id')
          .whereRef('c.video_id', '=', 'v.id')
          .where(contentVisibleTo(viewerId, 'comment', 'c.id', 'c.user_id')),
      ).as('comment_count'),
      viewerId
        ? eb
            .exists(
              eb
                .selectFrom('video_likes as mine')
                .whereRef('mine.video_id', '=', 'v.id')
                .where('mine.user_id', '=', viewerId)
                .select('mine.video_id'),
            )
            .as('user_has_liked')
        : sql<number>`0`.as('user_has_liked'),
    ]);
}

type VideoViewRow = Awaited<ReturnType<ReturnType<typeof selectVideoViews>['executeTakeFirstOrThrow']>>;

// PostgreSQL answers count(*) as a bigint string and EXISTS as a boolean; SQLite as numbers.
function toVideoView(row: VideoViewRow): VideoView {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    videoUrl: mediaUrl(row.video_file)!,
    posterUrl: mediaUrl(row.poster_file),
    likes: Number(row.likes ?? 0),
    userHasLiked: Boolean(row.user_has_liked),
    commentCount: toCount(row.comment_count),
    createdAt: row.created_at,
    uploadedBy: toUploaderView(row),
  };
}

/** Who owns a video and its file, for an edit or a delete. */
export function findVideoOwnership(db: Database, id: string) {
  return db.selectFrom('videos').select(['id', 'user_id', 'video_file', 'poster_file']).where('id', '=', id).executeTakeFirst();
}

export async function updateVideo(db: Database, id: string, changes: { title?: string; description?: string }): Promise<void> {
  if (changes.title === undefined && changes.description === undefined) return;
  await db.updateTable('videos').set(changes).where('id', '=', id).execute();
}

/**
 * Deletes a video with its likes, comments and the notifications that point at it, in one
 * transaction; answers whether there was one to delete (its file is the caller's to remove after).
 */
export async function deleteVideo(db: Database, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('notifications').where('link', '=', videoLink(id)).execute();
    await trx.deleteFrom('video_likes').where('video_id', '=', id).execute();
    await trx.deleteFrom('video_comments').where('video_id', '=', id).execute();
    const result = await trx.deleteFrom('videos').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** The app path that notifications about a video open. */
export function videoLink(id: string): string {
  return `/videos#video-${id}`;
}
