import type { Database } from '@startupsetu/server-core/db/database';
import { isForeignKeyViolation } from '@startupsetu/server-core/db/constraint-errors';
import { toPage, type Page, type PageQuery } from '@startupsetu/server-core/http/pagination';
import { newId } from '@startupsetu/server-core/ids';
import { contentVisibleTo } from '@startupsetu/server-core/repositories/visibility';
import { COMMENTER_COLUMNS, toCommentView, type CommentView } from '../../content/authors';

/**
 * Whether the viewer may read the comments of the video: when a signed-out reader may, unless the
 * viewer reported the video or its owner (a report always hides the item from its reporter). A
 * block between the viewer and the owner changes nothing here, so the answer does not tell the
 * blocked person of the block; listVideoComments leaves out the comments of whoever either blocked.
 */
export async function videoCommentsReadable(db: Database, videoId: string, viewerId: string | undefined): Promise<boolean> {
  let query = db
    .selectFrom('videos as v')
    .select('v.id')
    .where('v.id', '=', videoId)
    .where(contentVisibleTo(undefined, 'video', 'v.id', 'v.user_id'));
  if (viewerId !== undefined) {
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('reports as r')
            .select('r.id')
            .where('r.reporter_id', '=', viewerId)
            .where((report) =>
              report.or([
                report.and([report('r.target_type', '=', 'video'), report('r.target_id', '=', report.ref('v.id'))]),
                report.and([report('r.target_type', '=', 'user'), report('r.target_id', '=', report.ref('v.user_id'))]),
              ]),
            ),
        ),
      ),
    );
  }
  return (await query.executeTakeFirst()) !== undefined;
}

/** Stores a comment and answers it, or undefined when there is no such video. */
export async function insertVideoComment(
  db: Database,
  comment: { videoId: string; userId: string; text: string },
): Promise<CommentView | undefined> {
  const id = newId();
  try {
    await db
      .insertInto('video_comments')
      .values({
        id,
        video_id: comment.videoId,
        user_id: comment.userId,
        text: comment.text,
        created_at: new Date().toISOString(),
      })
      .execute();
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
  const row = await selectComments(db).where('c.id', '=', id).executeTakeFirstOrThrow();
  return toCommentView(row);
}

/** A video's comments the viewer may see, newest first, each with its author in the same query. */
export async function listVideoComments(
  db: Database,
  videoId: string,
  { limit, cursor, viewerId }: PageQuery & { viewerId?: string },
): Promise<Page<CommentView>> {
  let query = selectComments(db)
    .where('c.video_id', '=', videoId)
    .where(contentVisibleTo(viewerId, 'comment', 'c.id', 'c.user_id'));
  if (cursor) query = query.where('c.id', '<', cursor);
  const rows = await query.orderBy('c.id', 'desc').limit(limit + 1).execute();
  const page = toPage(rows, limit);
  return { items: page.items.map(toCommentView), nextCursor: page.nextCursor };
}

function selectComments(db: Database) {
  return db
    .selectFrom('video_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'c.text', 'c.created_at', ...COMMENTER_COLUMNS]);
}

/** A video comment with its author and the video's owner, for a delete. */
export function findCommentOwnership(db: Database, id: string) {
  return db
    .selectFrom('video_comments as c')
    .innerJoin('videos as v', 'v.id', 'c.video_id')
    .select(['c.id', 'c.user_id', 'c.video_id', 'v.user_id as video_owner_id'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export async function deleteVideoComment(db: Database, id: string): Promise<boolean> {
  const result = await db.deleteFrom('video_comments').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
