import type { ContentHit } from '@startupsetu/server-core/contract/search-schemas';
import type { Database } from '@startupsetu/server-core/db/database';
import { containsText, MIN_INDEXED_LENGTH } from '@startupsetu/server-core/db/like-pattern';
import { postTitleTable, VIDEO_TITLE_TABLE } from '@startupsetu/server-core/db/migrations/0019-content-search-index';
import type { BlogKind } from '@startupsetu/server-core/db/schema';
import { FEW_MATCHES, searchPage, WINDOW } from '@startupsetu/server-core/db/text-search';
import { toPage, type Page, type PageQuery } from '@startupsetu/server-core/http/pagination';
import { mediaUrl } from '@startupsetu/server-core/repositories/users-repository';
import { contentVisibleTo } from '@startupsetu/server-core/repositories/visibility';
import { PostgresAdapter, sql } from 'kysely';
import { toUploaderView, UPLOADER_COLUMNS } from '../../content/authors';

// Videos, blogs and talks whose title holds a text, newest first, as the viewer may see them. A
// page walks the list's order index while matches are common and starts from the titles' text
// index (migration 0019) when they are few, as people search does (db/text-search.ts), so a search
// costs O(page) either way at a million rows.

export interface ContentSearch extends PageQuery {
  q: string;
  viewerId: string;
}

/** Where a kind's rows are: the videos, or one kind of post. */
type Source = { table: 'videos' } | { table: 'blogs'; kind: BlogKind };

export function searchVideos(db: Database, search: ContentSearch): Promise<Page<ContentHit>> {
  return searchTitles(db, { table: 'videos' }, search);
}

export function searchPosts(db: Database, kind: BlogKind, search: ContentSearch): Promise<Page<ContentHit>> {
  return searchTitles(db, { table: 'blogs', kind }, search);
}

async function searchTitles(db: Database, source: Source, { q, viewerId, limit, cursor }: ContentSearch): Promise<Page<ContentHit>> {
  const { rows, resumeAfter } = await searchPage(db, {
    matches: [],
    fewMatchingIds: () => fewMatchingTitles(db, source, q),
    limit,
    windowEnd: async (after?: string) => {
      const row = await rowsAfter(db, source, after ?? cursor)
        .select('c.id')
        .orderBy('c.id', 'desc')
        .limit(1)
        .offset(WINDOW - 1)
        .executeTakeFirst();
      return row?.id;
    },
    page: ({ after, until, onlyIds }) => {
      let select = rowsAfter(db, source, after ?? cursor)
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select(['c.id', 'c.title', 'c.created_at', 'c.user_id'])
        .select(UPLOADER_COLUMNS)
        .select(source.table === 'videos' ? sql<string | null>`c.poster_file`.as('poster_file') : sql<null>`null`.as('poster_file'))
        .where(containsText('c.title', q, { storedAsWritten: true }))
        .where(contentVisibleTo(viewerId, source.table === 'videos' ? 'video' : source.kind, 'c.id', 'c.user_id'));
      if (until) select = select.where('c.id', '>=', until);
      if (onlyIds) select = select.where('c.id', 'in', onlyIds);
      return select.orderBy('c.id', 'desc').limit(limit + 1).execute();
    },
  });
  const page = toPage(rows, limit);
  return {
    items: page.items.map((row) => ({
      _id: row.id,
      title: row.title,
      createdAt: row.created_at,
      posterUrl: mediaUrl(row.poster_file),
      uploadedBy: toUploaderView(row),
    })),
    nextCursor: page.nextCursor ?? resumeAfter ?? null,
  };
}

/** The source's rows (as `c`) in list order after `cursor`: videos by id, posts by (kind, id). */
function rowsAfter(db: Database, source: Source, cursor: string | undefined) {
  let select = db.selectFrom(`${source.table} as c` as 'videos as c');
  if (source.table === 'blogs') select = select.where(sql.ref('c.kind'), '=', source.kind);
  if (cursor) select = select.where('c.id', '<', cursor);
  return select;
}

/** The ids of the source's rows whose title holds `q`, when at most FEW_MATCHES do (a few more on SQLite: callers recheck). */
async function fewMatchingTitles(db: Database, source: Source, q: string): Promise<string[] | undefined> {
  if ([...q].length < MIN_INDEXED_LENGTH) return undefined;
  let ids: string[];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    let select = db.selectFrom(`${source.table} as c` as 'videos as c').select('c.id').where(containsText('c.title', q, { viaTextIndex: true, storedAsWritten: true }));
    // A literal, so the planner can prove the kind's partial index applies.
    if (source.table === 'blogs') select = select.where(sql.ref('c.kind'), '=', sql.lit(source.kind));
    ids = (await select.limit(FEW_MATCHES + 1).execute()).map((row) => row.id);
  } else {
    const table = sql.table(source.table === 'videos' ? VIDEO_TITLE_TABLE : postTitleTable(source.kind));
    const phrase = `"${q.toLowerCase().replace(/"/g, '""')}"`;
    const { rows } = await sql<{ id: string }>`
      select c.id from ${sql.table(source.table)} c
      where c.rowid in (select rowid from ${table} where ${table} match ${phrase} limit ${FEW_MATCHES + 1})`.execute(db);
    ids = rows.map((row) => row.id);
  }
  return ids.length > FEW_MATCHES ? undefined : ids;
}
