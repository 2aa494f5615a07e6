import type { Database } from '@startupsetu/server-core/db/database';
import { isForeignKeyViolation } from '@startupsetu/server-core/db/constraint-errors';
import { newId } from '@startupsetu/server-core/ids';
import { contentVisibleTo } from '@startupsetu/server-core/repositories/visibility';
import { COMMENTER_COLUMNS, toCommentView, type CommentView } from '../../content/authors';

/** Whether the talk exists and the viewer may see it. */
export async function talkVisible(db: Database, id: string, viewerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('blogs as b')
    .select('b.id')
    .where('b.id', '=', id)
    .where('b.kind', '=', 'talk')
    .where(contentVisibleTo(viewerId, 'talk', 'b.id', 'b.user_id'))
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a comment on a talk and answers it, or undefined when there is no such talk or the commenter may not see it. */
export async function insertTalkComment(
  db: Database,
  comment: { talkId: string; userId: string; text: string },
): Promise<CommentView | undefined> {
  // The foreign key alone would accept a blog's id too.
  if (!(await talkVisible(db, comment.talkId, comment.userId))) return undefined;
  const id = newId();
  try {
    await db
      .insertInto('talk_comments')
      .values({
        id,
        talk_id: comment.talkId,
        user_id: comment.userId,
        text: comment.text,
        created_at: new Date().toISOString(),
      })
      .execute();
  } catch (error) {
    // The talk was deleted since it was found.
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
  const row = await selectTalkComments(db).where('c.id', '=', id).executeTakeFirstOrThrow();
  return toCommentView(row);
}

/** Every comment of these talks the viewer may see, oldest first, in one query for the whole page of talks. */
export async function listCommentsOfTalks(
  db: Database,
  talkIds: readonly string[],
  viewerId: string | undefined,
): Promise<Map<string, CommentView[]>> {
  const byTalk = new Map<string, CommentView[]>(talkIds.map((id) => [id, []]));
  if (talkIds.length === 0) return byTalk;
  const rows = await selectTalkComments(db)
    .select('c.talk_id')
    .where('c.talk_id', 'in', talkIds)
    .where(contentVisibleTo(viewerId, 'talkComment', 'c.id', 'c.user_id'))
    .orderBy('c.id', 'asc')
    .execute();
  for (const row of rows) byTalk.get(row.talk_id)?.push(toCommentView(row));
  return byTalk;
}

function selectTalkComments(db: Database) {
  return db
    .selectFrom('talk_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'c.text', 'c.created_at', ...COMMENTER_COLUMNS]);
}

/** A talk comment with its talk's id, for a delete. */
export function findTalkComment(db: Database, talkId: string, commentId: string) {
  return db
    .selectFrom('talk_comments')
    .select(['id', 'user_id', 'talk_id'])
    .where('id', '=', commentId)
    .where('talk_id', '=', talkId)
    .executeTakeFirst();
}

export async function deleteTalkComment(db: Database, id: string): Promise<boolean> {
  const result = await db.deleteFrom('talk_comments').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
