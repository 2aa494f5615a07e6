import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

// Search everywhere (GET /api/search) finds videos, blogs and talks by title, as a substring. A title
// index lets a search that matches few of them read those few instead of every row: on SQLite one
// contentless FTS5 table (trigram tokenizer, case folded) for videos and one for each kind of post
// (blogs and talks share the blogs table, and a search reads one kind), keyed by the row's rowid and
// kept in step by triggers, as migration 0015's; on PostgreSQL pg_trgm GIN indexes over lower(title)
// (per kind for posts), which take entries in place (see migration 0018). Callers recheck every
// match with LIKE, so a stale entry could only miss a row, never show a wrong one. Like 0013's, the
// SQLite rows are keyed by rowid (see there about rebuilding videos or blogs).
// As they were when this migration was written (a migration never changes once shipped).
const POST_KINDS = ['blog', 'talk'] as const;
type PostKind = (typeof POST_KINDS)[number];

/** The SQLite FTS5 table holding video titles, keyed by videos.rowid. */
export const VIDEO_TITLE_TABLE = 'videos_title_search';

/** The SQLite FTS5 table holding the titles of one kind of post, keyed by blogs.rowid. */
export const postTitleTable = (kind: PostKind): string => `blogs_title_search_${kind}`;

export const VIDEO_TITLE_INDEX = 'videos_title_trgm_idx';
export const postTitleIndex = (kind: PostKind): string => `blogs_title_${kind}_trgm_idx`;

/** A contentless title table over `source`'s rows for which `condition` holds of `new`/`old`. */
async function createSqliteTitleTable(db: Kysely<any>, table: string, source: string, condition: (row: string) => string) {
  await sql.raw(`create virtual table ${table} using fts5(title, content='', contentless_delete=1, tokenize='trigram')`).execute(db);
  await sql.raw(`insert into ${table}(rowid, title) select rowid, title from ${source} where ${condition(source)}`).execute(db);
  await sql
    .raw(`create trigger ${table}_insert after insert on ${source} when ${condition('new')} begin insert into ${table}(rowid, title) values (new.rowid, new.title); end`)
    .execute(db);
  await sql
    .raw(`create trigger ${table}_delete after delete on ${source} when ${condition('old')} begin delete from ${table} where rowid = old.rowid; end`)
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_update after update of title on ${source} when ${condition('old')} or ${condition('new')} begin ` +
        `delete from ${table} where rowid = old.rowid and ${condition('old')}; ` +
        `insert into ${table}(rowid, title) select new.rowid, new.title where ${condition('new')}; end`,
    )
    .execute(db);
}

async function dropSqliteTitleTable(db: Kysely<any>, table: string) {
  for (const trigger of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${table}_${trigger}`).execute(db);
  await sql.raw(`drop table ${table}`).execute(db);
}

export const contentSearchIndex: Migration = {
  async up(db: Kysely<any>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index ${sql.id(VIDEO_TITLE_INDEX)} on videos using gin (lower(title) gin_trgm_ops) with (fastupdate = off)`.execute(db);
      for (const kind of POST_KINDS) {
        await sql`create index ${sql.id(postTitleIndex(kind))} on blogs using gin (lower(title) gin_trgm_ops) with (fastupdate = off) where kind = ${sql.lit(kind)}`.execute(db);
      }
      return;
    }
    await createSqliteTitleTable(db, VIDEO_TITLE_TABLE, 'videos', () => '1');
    for (const kind of POST_KINDS) {
      await createSqliteTitleTable(db, postTitleTable(kind), 'blogs', (row) => `${row}.kind = '${kind}'`);
    }
  },

  async down(db: Kysely<any>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`drop index ${sql.id(VIDEO_TITLE_INDEX)}`.execute(db);
      for (const kind of POST_KINDS) await sql`drop index ${sql.id(postTitleIndex(kind))}`.execute(db);
      return;
    }
    await dropSqliteTitleTable(db, VIDEO_TITLE_TABLE);
    for (const kind of POST_KINDS) await dropSqliteTitleTable(db, postTitleTable(kind));
  },
};
