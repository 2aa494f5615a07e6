import type { Post } from '@startupsetu/server-core/contract/reply-types';
import type { Database } from '@startupsetu/server-core/db/database';
import type { BlogKind } from '@startupsetu/server-core/db/schema';
import { toPage, type Page, type PageQuery } from '@startupsetu/server-core/http/pagination';
import { newId } from '@startupsetu/server-core/ids';
import { mediaUrl } from '@startupsetu/server-core/repositories/users-repository';
import { contentVisibleTo } from '@startupsetu/server-core/repositories/visibility';
import { toUploaderView, UPLOADER_COLUMNS } from '../../content/authors';
import { latestCommentsOfTalks } from '../talks/talks-repository';

export interface NewBlog {
  kind: BlogKind;
  userId: string;
  title: string;
  summary: string;
  content: string;
  /** File name under the media directory, or null. */
  coverImage: string | null;
}

export async function insertBlog(db: Database, blog: NewBlog): Promise<string> {
  const id = newId();
  await db
    .insertInto('blogs')
    .values({
      id,
      kind: blog.kind,
      title: blog.title,
      summary: blog.summary,
      content: blog.content,
      cover_image: blog.coverImage,
      user_id: blog.userId,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** A blog, or a talk (its text as title, '' summary and content). */
export type BlogView = Post;

export interface BlogListQuery extends PageQuery {
  /** Both kinds, mixed, when absent. */
  kind?: BlogKind;
  /** Only this user's (blogs_user_id_idx). */
  author?: string;
  /** Who is looking: only what they may see (DESIGN §6.3); without one, what anyone may see. */
  viewerId?: string;
}

/** Newest first: one query for the page with its uploaders, two for its talks' latest comments and counts. */
export async function listBlogs(db: Database, { kind, author, limit, cursor, viewerId }: BlogListQuery): Promise<Page<BlogView>> {
  let query = selectBlogs(db, viewerId);
  if (author) query = query.where('b.user_id', '=', author);
  if (kind) query = query.where('b.kind', '=', kind);
  if (cursor) query = query.where('b.id', '<', cursor);
  const rows = await query.orderBy('b.id', 'desc').limit(limit + 1).execute();
  const page = toPage(rows, limit);
  return { items: await withComments(db, page.items, viewerId), nextCursor: page.nextCursor };
}

export async function findBlogView(db: Database, id: string, viewerId?: string): Promise<BlogView | undefined> {
  const row = await selectBlogs(db, viewerId).where('b.id', '=', id).executeTakeFirst();
  return row && (await withComments(db, [row], viewerId))[0];
}

// Blogs and talks are reported and hidden under their own kind.
function selectBlogs(db: Database, viewerId: string | undefined) {
  return db
    .selectFrom('blogs as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('b.kind', '=', 'blog'), contentVisibleTo(viewerId, 'blog', 'b.id', 'b.user_id')]),
        eb.and([eb('b.kind', '=', 'talk'), contentVisibleTo(viewerId, 'talk', 'b.id', 'b.user_id')]),
      ]),
    )
    .select(['b.id', 'b.kind', 'b.title', 'b.summary', 'b.content', 'b.cover_image', 'b.user_id', 'b.created_at'])
    .select(UPLOADER_COLUMNS);
}

type BlogRow = Awaited<ReturnType<ReturnType<typeof selectBlogs>['executeTakeFirstOrThrow']>>;

async function withComments(db: Database, rows: BlogRow[], viewerId: string | undefined): Promise<BlogView[]> {
  const talkIds = rows.filter((row) => row.kind === 'talk').map((row) => row.id);
  const comments = await latestCommentsOfTalks(db, talkIds, viewerId);
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    content: row.content,
    coverImageUrl: mediaUrl(row.cover_image),
    createdAt: row.created_at,
    uploadedBy: toUploaderView(row),
    comments: comments.get(row.id)?.comments ?? [],
    commentCount: comments.get(row.id)?.commentCount ?? 0,
  }));
}

/** Who owns a blog or a talk (as `kind` says) and its cover, for an edit or a delete. */
export function findPostOwnership(db: Database, id: string, kind: BlogKind) {
  return db
    .selectFrom('blogs')
    .select(['id', 'user_id', 'cover_image'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export async function updatePost(db: Database, id: string, changes: { title?: string; content?: string }): Promise<void> {
  if (changes.title === undefined && changes.content === undefined) return;
  await db.updateTable('blogs').set(changes).where('id', '=', id).execute();
}

/** Deletes a blog or a talk with its comments in one transaction; answers whether there was one. */
export async function deletePost(db: Database, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('talk_comments').where('talk_id', '=', id).execute();
    const result = await trx.deleteFrom('blogs').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
