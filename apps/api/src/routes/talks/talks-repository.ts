import type { Database } from '@startupsetu/server-core/db/database';
import { isForeignKeyViolation } from '@startupsetu/server-core/db/constraint-errors';
import { toPage, type Page, type PageQuery } from '@startupsetu/server-core/http/pagination';
import { newId } from '@startupsetu/server-core/ids';
import { cappedCount, toCount } from '@startupsetu/server-core/repositories/capped-count';
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

/** How many comments a talk in a list carries; the rest page through GET /api/talks/:talkId/comments. */
export const EMBEDDED_COMMENTS = 3;

export interface TalkComments {
  /** The newest EMBEDDED_COMMENTS comments, oldest first. */
  comments: CommentView[];
  /** The comments the viewer may see, counted up to COUNT_CAP (capped-count). */
  commentCount: number;
}

/** The newest few comments of each talk and their counts: two queries for a whole page of talks. */
export async function latestCommentsOfTalks(
  db: Database,
  talkIds: readonly string[],
  viewerId: string | undefined,
): Promise<Map<string, TalkComments>> {
  const byTalk = new Map<string, TalkComments>(talkIds.map((id) => [id, { comments: [], commentCount: 0 }]));
  if (talkIds.length === 0) return byTalk;
  // One LIMITed branch per talk for the newest, and a count that stops at the cap, so a long
  // thread costs no more than a short one.
  const newest = talkIds
    .map((talkId) =>
      db
        .selectFrom(
          visibleTalkComments(db, talkId, viewerId).orderBy('c.id', 'desc').limit(EMBEDDED_COMMENTS).as('latest'),
        )
        .selectAll(),
    )
    .reduce((all, branch) => all.unionAll(branch));
  const [rows, counts] = await Promise.all([
    newest.execute(),
    db
      .selectFrom('blogs as b')
      .where('b.id', 'in', talkIds)
      .select((eb) => [
        'b.id as talk_id',
        cappedCount(
          eb
            .selectFrom('talk_comments as c')
            .select('c.id')
            .whereRef('c.talk_id', '=', 'b.id')
            .where(contentVisibleTo(viewerId, 'talkComment', 'c.id', 'c.user_id')),
        ).as('count'),
      ])
      .execute(),
  ]);
  rows.sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const row of rows) byTalk.get(row.talk_id)?.comments.push(toCommentView(row));
  for (const { talk_id, count } of counts) {
    const entry = byTalk.get(talk_id);
    if (entry) entry.commentCount = toCount(count);
  }
  return byTalk;
}

/** A page of a talk's comments the viewer may see, newest first. */
export async function listTalkComments(
  db: Database,
  talkId: string,
  { limit, cursor, viewerId }: PageQuery & { viewerId: string },
): Promise<Page<CommentView>> {
  let query = visibleTalkComments(db, talkId, viewerId);
  if (cursor) query = query.where('c.id', '<', cursor);
  const page = toPage(await query.orderBy('c.id', 'desc').limit(limit + 1).execute(), limit);
  return { items: page.items.map(toCommentView), nextCursor: page.nextCursor };
}

function visibleTalkComments(db: Database, talkId: string, viewerId: string | undefined) {
  return selectTalkComments(db)
    .select('c.talk_id')
    .where('c.talk_id', '=', talkId)
    .where(contentVisibleTo(viewerId, 'talkComment', 'c.id', 'c.user_id'));
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
